// The event report's data as chart-card tables (the table view and the CSV): one row per show
// day or per hour, raw values kept for the CSV and written by the column formats on screen.
import type { ChartColumn, ChartTable } from '../../../components/chart';
import { dayCell, numberCell, type EventFormat } from './event-format';
import type { EventDayRow, EventFigures, EventHourRow } from './event-figures';

export interface EventTableLabels {
  day: string;
  hour: string;
  impressions: string;
  walkBys: string;
  visitors: string;
  engagementRate: string;
  avgDwell: string;
  fqv: string;
}

function figureColumns(labels: EventTableLabels, format: EventFormat): ChartColumn[] {
  return [
    { key: 'impressions', label: labels.impressions, format: numberCell(format.count) },
    { key: 'walkBys', label: labels.walkBys, format: numberCell(format.count) },
    { key: 'visitors', label: labels.visitors, format: numberCell(format.count) },
    { key: 'engagementRate', label: labels.engagementRate, format: numberCell(format.percent) },
    { key: 'avgDwellS', label: labels.avgDwell, format: numberCell(format.duration) },
    { key: 'fqv', label: labels.fqv, format: numberCell(format.count) },
  ];
}

const figureCells = (row: EventFigures) => ({
  impressions: row.impressions,
  walkBys: row.walkBys,
  visitors: row.visitors,
  engagementRate: row.engagementRate,
  avgDwellS: row.avgDwellS,
  fqv: row.fqv,
});

export function eventDayTable(
  rows: readonly EventDayRow[],
  labels: EventTableLabels,
  format: EventFormat,
): ChartTable {
  return {
    columns: [
      { key: 'date', label: labels.day, format: dayCell(format.day) },
      ...figureColumns(labels, format),
    ],
    rows: rows.map((row) => ({ date: row.date, ...figureCells(row) })),
  };
}

export function eventHourTable(
  rows: readonly EventHourRow[],
  labels: EventTableLabels,
  format: EventFormat,
): ChartTable {
  return {
    columns: [
      { key: 'hour', label: labels.hour, format: numberCell(format.hour) },
      ...figureColumns(labels, format),
    ],
    rows: rows.map((row) => ({ hour: row.hour, ...figureCells(row) })),
  };
}

/** One row per period of an over-time chart; `writePeriod` names a bucket key on screen. */
export function eventPeriodTable(
  rows: readonly { period: string; figures: EventFigures | null }[],
  heading: string,
  writePeriod: (period: string) => string,
  labels: EventTableLabels,
  format: EventFormat,
): ChartTable {
  const blank = {
    impressions: null,
    walkBys: null,
    visitors: null,
    engagementRate: null,
    avgDwellS: null,
    fqv: null,
  };
  return {
    columns: [
      {
        key: 'period',
        label: heading,
        format: (cell) => (typeof cell === 'string' ? writePeriod(cell) : '–'),
      },
      ...figureColumns(labels, format),
    ],
    rows: rows.map((row) => ({
      period: row.period,
      ...(row.figures ? figureCells(row.figures) : blank),
    })),
  };
}
