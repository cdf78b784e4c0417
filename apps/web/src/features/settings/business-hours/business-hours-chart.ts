// Business hours -> the preview grid of docs/product.md section 9: 9 rows (hours) by 7 days from
// the default minimum hour 9, grown to cover every hour the location is open (earlier openings,
// later closings, a night past midnight). Charts draw; this computes.
import { BUSINESS_HOURS_CHART, HOURS_PER_DAY, type BusinessDay } from '@footfall/core';
import type { ChartTable, GridChartOption } from '../../../components/chart';

export interface PreviewGrid {
  /** The clock hours of the rows, top to bottom. */
  hours: number[];
  /** [day column 0..6 (Monday first), row index, 1 open / 0 closed] for every cell. */
  cells: [number, number, 0 | 1][];
}

const isOpenAt = (day: BusinessDay | undefined, hour: number) =>
  !!day &&
  !day.closed &&
  day.open_hour !== null &&
  day.close_hour !== null &&
  day.open_hour <= hour &&
  hour < day.close_hour;

/** The day's own period covers the hour, or the previous day's runs past midnight into it. */
function openAt(days: readonly BusinessDay[], weekday: number, hour: number): boolean {
  const byWeekday = (w: number) => days.find((day) => day.weekday === w);
  return (
    isOpenAt(byWeekday(weekday), hour) ||
    isOpenAt(byWeekday((weekday + 6) % 7), hour + HOURS_PER_DAY)
  );
}

export function previewGrid(days: readonly BusinessDay[]): PreviewGrid {
  const weekdays = Array.from({ length: BUSINESS_HOURS_CHART.days }, (_, weekday) => weekday);
  const clock = Array.from({ length: HOURS_PER_DAY }, (_, hour) => hour);
  const openHours = clock.filter((hour) => weekdays.some((w) => openAt(days, w, hour)));
  const first = Math.min(BUSINESS_HOURS_CHART.defaultMinHour, ...openHours);
  const last = Math.max(first + BUSINESS_HOURS_CHART.rows - 1, ...openHours);
  const hours = clock.slice(first, last + 1);
  const cells: PreviewGrid['cells'] = [];
  for (const weekday of weekdays) {
    hours.forEach((hour, row) => cells.push([weekday, row, openAt(days, weekday, hour) ? 1 : 0]));
  }
  return { hours, cells };
}

/** Colours with AA contrast against the white page: open teal, closed light grey. */
export const PREVIEW_COLOURS = { open: '#0b7285', closed: '#e9ecef' } as const;

export function previewChartOption(
  grid: PreviewGrid,
  labels: { days: string[]; hour: (hour: number) => string; open: string; closed: string },
): GridChartOption {
  return {
    animation: false,
    grid: { left: 72, right: 16, top: 8, bottom: 32 },
    xAxis: { type: 'category', data: labels.days, splitArea: { show: false } },
    yAxis: { type: 'category', data: grid.hours.map(labels.hour), inverse: true },
    visualMap: {
      type: 'piecewise',
      show: false,
      dimension: 2,
      pieces: [
        { value: 1, color: PREVIEW_COLOURS.open, label: labels.open },
        { value: 0, color: PREVIEW_COLOURS.closed, label: labels.closed },
      ],
    },
    series: [
      {
        type: 'heatmap',
        data: grid.cells,
        itemStyle: { borderColor: '#ffffff', borderWidth: 2 },
        emphasis: { disabled: true },
      },
    ],
  };
}

/** The same grid as a table (every chart has its table): a row per hour, a column per day. */
export function previewTable(
  grid: PreviewGrid,
  labels: {
    hourColumn: string;
    days: string[];
    hour: (hour: number) => string;
    open: string;
    closed: string;
  },
): ChartTable {
  const isOpen = new Set(
    grid.cells.filter(([, , open]) => open === 1).map(([day, row]) => `${day}:${row}`),
  );
  return {
    columns: [
      { key: 'hour', label: labels.hourColumn },
      ...labels.days.map((day, weekday) => ({ key: `day${weekday}`, label: day })),
    ],
    rows: grid.hours.map((hour, row) => ({
      hour: labels.hour(hour),
      ...Object.fromEntries(
        labels.days.map((_, weekday) => [
          `day${weekday}`,
          isOpen.has(`${weekday}:${row}`) ? labels.open : labels.closed,
        ]),
      ),
    })),
  };
}
