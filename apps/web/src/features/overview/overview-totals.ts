// The organisation's headline: the figures of the listed locations added up.
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
}

function valueOf(row: OverviewRow, key: FigureKey): number | null {
  const cell = row.figures[key];
  return cell.kind === 'value' ? cell.value : null;
}

function sum(rows: readonly OverviewRow[], key: FigureKey): number | null {
  const values = rows.map((row) => valueOf(row, key)).filter((value) => value !== null);
  return values.length === 0 ? null : values.reduce((total, value) => total + value, 0);
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
  };
}
