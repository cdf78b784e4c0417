// A report's scope as the form shows it: its folders named by path, and the locations it covers
// today (its own plus every location under its folders; the server expands folders again at
// every run, so a location added to a folder later joins the report).
import { locationDisplayName, type Folder, type Location } from '@footfall/core';
import { folderWithDescendants } from '../org-chart/move-destinations';
import { folderOptions } from '../overview/overview-folders';

export type ScopeLocation = Pick<Location, 'id' | 'name' | 'folder_id' | 'corporation_id'>;

export interface ScopeFolderOption {
  value: string;
  /** The folder's path ("North / Malls"), after its organisation's name when there are several. */
  label: string;
}

/** Every folder, by path; prefixed by the organisation when folders of several are listed. */
export function scopeFolderOptions(
  folders: readonly Folder[],
  corporationNames: ReadonlyMap<string, string>,
): ScopeFolderOption[] {
  const corporations = new Set(folders.map((folder) => folder.corporation_id));
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  return folderOptions(folders).map((option) => {
    const corporationId = byId.get(option.value)?.corporation_id ?? '';
    const owner = corporationNames.get(corporationId);
    return {
      value: option.value,
      label: corporations.size > 1 && owner ? `${owner}: ${option.label}` : option.label,
    };
  });
}

export interface CoveredLocation {
  id: string;
  name: string;
  /** Chosen one by one (false: only through a folder). */
  direct: boolean;
}

/** The visible locations the scope covers now, by name. */
export function coveredLocations(
  locationIds: readonly string[],
  folderIds: readonly string[],
  folders: readonly Folder[],
  locations: readonly ScopeLocation[],
  locale: string,
): CoveredLocation[] {
  const inFolders = new Set<string>();
  for (const folderId of folderIds) {
    for (const id of folderWithDescendants(folders, folderId)) inFolders.add(id);
  }
  const direct = new Set(locationIds);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return locations
    .filter((location) => direct.has(location.id) || inFolders.has(location.folder_id))
    .map((location) => ({
      id: location.id,
      name: locationDisplayName(location.name),
      direct: direct.has(location.id),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
