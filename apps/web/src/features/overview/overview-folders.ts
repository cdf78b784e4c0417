// The folders as the main dashboard names them: each by its path from the root ("North / Malls").
import type { Folder } from '@footfall/core';
import { moveDestinations } from '../org-chart/move-destinations';

export interface FolderOption {
  value: string;
  label: string;
}

const SEPARATOR = ' / ';

/** Every folder, parents before their children, siblings by name. */
export function folderOptions(folders: readonly Folder[]): FolderOption[] {
  // Every destination a location could move to is every folder (plus the root, dropped here).
  return moveDestinations(folders, { kind: 'location', id: '' })
    .filter((destination) => destination.path.length > 0)
    .map((destination) => ({ value: destination.value, label: destination.path.join(SEPARATOR) }));
}

/** Folder id -> its path; a location at the root (or in a folder the user cannot see) has none. */
export function folderLabels(folders: readonly Folder[]): ReadonlyMap<string, string> {
  return new Map(folderOptions(folders).map((option) => [option.value, option.label]));
}
