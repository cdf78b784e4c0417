// Area (or area group) figures as a chart-card table: visitors, attraction and dwell.
import { tableOf, type ChartTable } from '../../../components/chart';
import { numberCell, type EventFormat } from '../xm/event-format';
import type { AreaRow } from './area-analytics';

export interface AreaTableLabels {
  name: string;
  visitors: string;
  attraction: string;
  avgDwell: string;
  totalDwell: string;
}

export function areaTable(
  rows: readonly AreaRow[],
  labels: AreaTableLabels,
  format: EventFormat,
): ChartTable {
  return tableOf(
    [
      { key: 'name', label: labels.name },
      { key: 'visitors', label: labels.visitors, format: numberCell(format.count) },
      { key: 'attraction', label: labels.attraction, format: numberCell(format.percent) },
      { key: 'avgDwellS', label: labels.avgDwell, format: numberCell(format.duration) },
      { key: 'dwellTotalS', label: labels.totalDwell, format: numberCell(format.duration) },
    ],
    rows,
  );
}
