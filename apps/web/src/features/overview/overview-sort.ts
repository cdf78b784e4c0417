// Sorting the main dashboard's rows by a column. Rows without a figure in that column (missing
// for the tier, no data, still loading) always go last, whichever the direction, so a sort by
// visitors shows the locations that have visitors first.
import type { FigureKey, OverviewRow } from './overview-row';

export type SortKey = 'name' | 'type' | 'folder' | FigureKey;
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

/** A column's first sort: text from A to Z, figures from the largest, as users expect. */
export function initialSort(key: SortKey): SortState {
  const textual = key === 'name' || key === 'type' || key === 'folder';
  return { key, direction: textual ? 'asc' : 'desc' };
}

/** A click on a header: the same column flips its direction, another starts with its first. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return initialSort(key);
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface SortLabels {
  /** The displayed type and folder of a row (translated, folder path), compared as text. */
  type: (row: OverviewRow) => string;
  folder: (row: OverviewRow) => string;
  locale: string;
}

function figureOf(row: OverviewRow, key: FigureKey): number | null {
  const cell = row.figures[key];
  return cell.kind === 'value' ? cell.value : null;
}

export function sortRows(
  rows: readonly OverviewRow[],
  sort: SortState,
  labels: SortLabels,
): OverviewRow[] {
  const collator = new Intl.Collator(labels.locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: OverviewRow, b: OverviewRow) =>
    collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  const compare = (a: OverviewRow, b: OverviewRow): number => {
    switch (sort.key) {
      case 'name':
        return sign * byName(a, b);
      case 'type':
      case 'folder': {
        const label = labels[sort.key];
        return sign * collator.compare(label(a), label(b)) || byName(a, b);
      }
      default: {
        const x = figureOf(a, sort.key);
        const y = figureOf(b, sort.key);
        if (x === null || y === null)
          return (x === null ? 1 : 0) - (y === null ? 1 : 0) || byName(a, b);
        return sign * (x - y) || byName(a, b);
      }
    }
  };
  return [...rows].sort(compare);
}
