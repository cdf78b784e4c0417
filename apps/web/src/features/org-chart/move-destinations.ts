import { ROOT_FOLDER_ID, type Folder } from '@footfall/core';

export interface Destination {
  /** The folder id to send as destination_id; "0" is the root. */
  value: string;
  /** The folder's path from the root ("North / Stores"); the root's own label is separate. */
  path: string[];
}

/** The ids of a folder and every folder below it. */
export function folderWithDescendants(folders: readonly Folder[], folderId: string): Set<string> {
  const below = new Set([folderId]);
  // Walk until nothing new is found; a cycle in bad data cannot loop forever.
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (below.has(folder.parent_id) && !below.has(folder.id)) {
        below.add(folder.id);
        grew = true;
      }
    }
  }
  return below;
}

function pathOf(folders: ReadonlyMap<string, Folder>, folder: Folder): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  let current: Folder | undefined = folder;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.name);
    current = current.parent_id === ROOT_FOLDER_ID ? undefined : folders.get(current.parent_id);
  }
  return path;
}

// A parent sorts before its children, siblings by name.
function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const order = (a[index] ?? '').localeCompare(b[index] ?? '');
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/**
 * Where a folder or a location may move: the root and every folder, sorted by path; a folder
 * can never move into itself or any folder below it (the server refuses that too).
 */
export function moveDestinations(
  folders: readonly Folder[],
  moving: { kind: 'folder' | 'location'; id: string },
): Destination[] {
  const excluded =
    moving.kind === 'folder' ? folderWithDescendants(folders, moving.id) : new Set<string>();
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const options = folders
    .filter((folder) => !excluded.has(folder.id))
    .map((folder) => ({ value: folder.id, path: pathOf(byId, folder) }))
    .sort((a, b) => comparePaths(a.path, b.path));
  return [{ value: ROOT_FOLDER_ID, path: [] }, ...options];
}
