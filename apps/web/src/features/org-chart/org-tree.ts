import {
  locationDisplayName,
  ROOT_FOLDER_ID,
  type Corporation,
  type Folder,
  type Location,
} from '@footfall/core';

interface NodeBase {
  /** Unique across kinds: "root", "folder:12", "location:5". */
  key: string;
  name: string;
  children: OrgNode[];
}

export interface RootNode extends NodeBase {
  kind: 'root';
}

export interface FolderNode extends NodeBase {
  kind: 'folder';
  folder: Folder;
}

export interface LocationNode extends NodeBase {
  kind: 'location';
  location: Location;
}

export type OrgNode = RootNode | FolderNode | LocationNode;

export const ROOT_KEY = 'root';
export const folderKey = (id: string) => `folder:${id}`;
export const locationKey = (id: string) => `location:${id}`;

const byName = (a: OrgNode, b: OrgNode) =>
  a.name.localeCompare(b.name) || a.key.localeCompare(b.key);

// Folders first, then locations, each by name, so the tree reads like a file browser.
function sortChildren(children: OrgNode[]): OrgNode[] {
  const folders = children.filter((node) => node.kind === 'folder').sort(byName);
  const others = children.filter((node) => node.kind !== 'folder').sort(byName);
  return [...folders, ...others];
}

/**
 * The corporation as a tree: the root (named after the corporation) holds its folders and
 * locations; an AT booth sits under its show when the show is listed. Anything whose parent is
 * missing (not visible to the user, or a broken link) is shown at the root rather than lost, and
 * a folder cycle is cut where it closes.
 */
export function buildOrgTree(
  corporation: Corporation,
  folders: readonly Folder[],
  locations: readonly Location[],
): RootNode {
  const ownFolders = folders.filter((folder) => folder.corporation_id === corporation.id);
  const ownLocations = locations.filter((location) => location.corporation_id === corporation.id);
  const folderIds = new Set(ownFolders.map((folder) => folder.id));
  const locationIds = new Set(ownLocations.map((location) => location.id));

  const childrenOf = new Map<string, OrgNode[]>();
  const add = (parentKey: string, node: OrgNode) => {
    const list = childrenOf.get(parentKey) ?? [];
    list.push(node);
    childrenOf.set(parentKey, list);
  };

  const folderParent = (folder: Folder) =>
    folder.parent_id !== ROOT_FOLDER_ID && folderIds.has(folder.parent_id)
      ? folderKey(folder.parent_id)
      : ROOT_KEY;
  for (const folder of ownFolders) {
    add(folderParent(folder), {
      kind: 'folder',
      key: folderKey(folder.id),
      name: folder.name,
      folder,
      children: [],
    });
  }
  for (const location of ownLocations) {
    const parentKey =
      location.parent_id !== null && locationIds.has(location.parent_id)
        ? locationKey(location.parent_id)
        : location.folder_id !== ROOT_FOLDER_ID && folderIds.has(location.folder_id)
          ? folderKey(location.folder_id)
          : ROOT_KEY;
    add(parentKey, {
      kind: 'location',
      key: locationKey(location.id),
      name: locationDisplayName(location.name),
      location,
      children: [],
    });
  }

  const placed = new Set<string>();
  const attach = <N extends OrgNode>(node: N): N => {
    placed.add(node.key);
    const children = (childrenOf.get(node.key) ?? []).filter((child) => !placed.has(child.key));
    for (const child of children) placed.add(child.key);
    return { ...node, children: sortChildren(children.map(attach)) };
  };
  const root = attach<RootNode>({
    kind: 'root',
    key: ROOT_KEY,
    name: corporation.name,
    children: [],
  });

  // Nodes caught in a cycle never hang below the root: each cycle is opened at the root.
  const rescued: OrgNode[] = [];
  for (const node of [...childrenOf.values()].flat()) {
    if (!placed.has(node.key)) rescued.push(attach(node));
  }
  return { ...root, children: sortChildren([...root.children, ...rescued]) };
}

// "Café" matches "cafe": case and accents are ignored.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export interface FilteredTree {
  tree: RootNode;
  /** Keys of the nodes whose name matches the search. */
  matches: ReadonlySet<string>;
}

/**
 * Search: keeps the nodes whose name contains the text, with the path from the root to them and
 * everything inside a matching folder; a blank search keeps the whole tree and matches nothing.
 */
export function filterOrgTree(root: RootNode, search: string): FilteredTree {
  const needle = fold(search.trim());
  if (!needle) return { tree: root, matches: new Set() };
  const matches = new Set<string>();
  const collect = (node: OrgNode) => {
    if (fold(node.name).includes(needle)) matches.add(node.key);
    node.children.forEach(collect);
  };
  root.children.forEach(collect);

  const prune = (node: OrgNode): OrgNode | null => {
    if (matches.has(node.key)) return node;
    const children = node.children.map(prune).filter((child): child is OrgNode => child !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  const children = root.children.map(prune).filter((child): child is OrgNode => child !== null);
  return { tree: { ...root, children }, matches };
}

/** Every node of the tree, depth first, the root first. */
export function flattenOrgTree(root: OrgNode): OrgNode[] {
  return [root, ...root.children.flatMap(flattenOrgTree)];
}

/** Folder and location counts, for the chart's description. */
export function countOrgTree(root: RootNode): { folders: number; locations: number } {
  const nodes = flattenOrgTree(root);
  return {
    folders: nodes.filter((node) => node.kind === 'folder').length,
    locations: nodes.filter((node) => node.kind === 'location').length,
  };
}
