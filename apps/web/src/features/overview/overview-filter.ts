// Filtering the main dashboard's rows by folder (with every folder below it), location type and
// a search on the name.
import { ROOT_FOLDER_ID, type Folder, type LocationType } from '@footfall/core';
import { folderWithDescendants } from '../org-chart/move-destinations';
import type { OverviewRow } from './overview-row';

export interface OverviewFilter {
  /** A folder id; null for every location. */
  folderId: string | null;
  type: LocationType | null;
  search: string;
}

export const NO_FILTER: OverviewFilter = { folderId: null, type: null, search: '' };

// Case and accents do not matter: "cafe" finds "Café".
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

export function filterRows(
  rows: readonly OverviewRow[],
  filter: OverviewFilter,
  folders: readonly Folder[],
): OverviewRow[] {
  const inFolder =
    filter.folderId === null || filter.folderId === ROOT_FOLDER_ID
      ? null
      : folderWithDescendants(folders, filter.folderId);
  const search = fold(filter.search);
  return rows.filter(
    (row) =>
      (inFolder === null || inFolder.has(row.folderId)) &&
      (filter.type === null || row.type === filter.type) &&
      (search === '' || fold(row.name).includes(search)),
  );
}

export function isFiltered(filter: OverviewFilter): boolean {
  return filter.folderId !== null || filter.type !== null || filter.search.trim() !== '';
}
