// The organisation's headline: the figures of the listed locations added up by core's group rule
// (a booth listed with its show is already inside the show's Wi-Fi figures, docs/metrics.md).
import { countedMembers, groupTotal, type MetricKey } from '@footfall/core';
import type { FigureKey, OverviewRow } from './overview-row';

export interface OverviewTotals {
  locations: number;
  /** Sums over the locations that have the figure; null when none has it. */
  visitors: number | null;
  walkBys: number | null;
  walkIns: number | null;
  /** Visitors / (visitors + walk-bys) over the locations that have both, not a mean of rates. */
  captureRate: number | null;
  /** Whether some figure is still loading, so the sums may grow. */
  partial: boolean;
  /** Booths listed with their show: the Wi-Fi totals hold their people once, in the show's. */
  boothsInShows: number;
}

type Summed = 'visitors' | 'walkBys' | 'walkIns';
const METRIC_OF: Record<Summed, MetricKey> = {
  visitors: 'visitors',
  walkBys: 'walk_bys',
  walkIns: 'walk_ins',
};

function valueOf(row: OverviewRow, key: FigureKey): number | null {
  const cell = row.figures[key];
  return cell.kind === 'value' ? cell.value : null;
}

function sum(rows: readonly OverviewRow[], key: Summed): number | null {
  const members = rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    value: valueOf(row, key),
  }));
  return groupTotal(members, METRIC_OF[key]);
}

export function overviewTotals(rows: readonly OverviewRow[]): OverviewTotals {
  const both = rows.filter(
    (row) => valueOf(row, 'visitors') !== null && valueOf(row, 'walkBys') !== null,
  );
  const visitors = sum(both, 'visitors') ?? 0;
  const seen = visitors + (sum(both, 'walkBys') ?? 0);
  return {
    locations: rows.length,
    visitors: sum(rows, 'visitors'),
    walkBys: sum(rows, 'walkBys'),
    walkIns: sum(rows, 'walkIns'),
    captureRate: seen === 0 ? null : visitors / seen,
    partial: rows.some((row) => Object.values(row.figures).some((cell) => cell.kind === 'loading')),
    boothsInShows: rows.length - countedMembers(rows, 'visitors').length,
  };
}
