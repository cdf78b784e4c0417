// The booths compared: the ranking as a chart-card table (table view and CSV).
import { tableOf, type ChartTable } from '../../../components/chart';
import { numberCell, type EventFormat } from '../xm/event-format';
import type { BoothRow } from './booth-ranking';

export interface BoothTableLabels {
  rank: string;
  booth: string;
  visitors: string;
  trafficShare: string;
  impressions: string;
  engagementRate: string;
  avgDwell: string;
  fqv: string;
}

export function boothTable(
  rows: readonly BoothRow[],
  labels: BoothTableLabels,
  format: EventFormat,
): ChartTable {
  return tableOf(
    [
      { key: 'rank', label: labels.rank, format: numberCell(format.count) },
      { key: 'name', label: labels.booth },
      { key: 'visitors', label: labels.visitors, format: numberCell(format.count) },
      { key: 'trafficShare', label: labels.trafficShare, format: numberCell(format.percent) },
      { key: 'impressions', label: labels.impressions, format: numberCell(format.count) },
      { key: 'engagementRate', label: labels.engagementRate, format: numberCell(format.percent) },
      { key: 'avgDwellS', label: labels.avgDwell, format: numberCell(format.duration) },
      { key: 'fqv', label: labels.fqv, format: numberCell(format.count) },
    ],
    rows,
  );
}
