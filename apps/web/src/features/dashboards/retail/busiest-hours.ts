// foot-traffic's busiest_hours (visitors per weekday and local hour) -> the business-hours chart of
// docs/product.md section 9: 9 rows (hours) by 7 days (Monday first). The rows are those of the
// business hours preview in settings: from the default minimum hour 9, or earlier when the location
// opens earlier; visitors outside those rows are counted so the page can say how many are not
// shown.
import { BUSINESS_HOURS_CHART, type BusinessDay, type FootTrafficResponse } from '@footfall/core';
import { previewGrid } from '../../settings/business-hours/business-hours-chart';

type BusiestHours = NonNullable<FootTrafficResponse['busiest_hours']>;

export interface BusiestHoursGrid {
  /** The clock hours of the rows, top to bottom. */
  hours: number[];
  /** [weekday column 0..6 (Monday first), row index, visitors] for all 63 cells. */
  cells: [number, number, number][];
  /** The largest cell (0 when nobody came): the top of the colour scale. */
  max: number;
  /** The busiest cell shown, or null when the grid has no visitors. */
  peak: { weekday: number; hour: number; visitors: number } | null;
  /** Share (0-1) of the range's visitors in hours outside the rows; null without visitors. */
  outsideShare: number | null;
}

/** The rows: the business hours preview's when the location's week is known, else 9 to 17. */
export function busiestHoursRows(days?: readonly BusinessDay[]): number[] {
  if (days) return previewGrid(days).hours;
  return Array.from(
    { length: BUSINESS_HOURS_CHART.rows },
    (_, row) => BUSINESS_HOURS_CHART.defaultMinHour + row,
  );
}

export function busiestHoursGrid(busiest: BusiestHours, rows: readonly number[]): BusiestHoursGrid {
  const visitorsAt = new Map<string, number>();
  let total = 0;
  for (const { weekday, hour, visitors } of busiest) {
    const key = `${weekday}:${hour}`;
    visitorsAt.set(key, (visitorsAt.get(key) ?? 0) + visitors);
    total += visitors;
  }
  const cells: BusiestHoursGrid['cells'] = [];
  let shown = 0;
  let peak: BusiestHoursGrid['peak'] = null;
  for (let weekday = 0; weekday < BUSINESS_HOURS_CHART.days; weekday += 1) {
    rows.forEach((hour, row) => {
      const visitors = visitorsAt.get(`${weekday}:${hour}`) ?? 0;
      cells.push([weekday, row, visitors]);
      shown += visitors;
      if (visitors > 0 && (peak === null || visitors > peak.visitors)) {
        peak = { weekday, hour, visitors };
      }
    });
  }
  return {
    hours: [...rows],
    cells,
    max: Math.max(0, ...cells.map(([, , visitors]) => visitors)),
    peak,
    outsideShare: total > 0 ? (total - shown) / total : null,
  };
}
