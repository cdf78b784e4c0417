import type { FolderNode, LocationNode } from './org-tree';

/** The dialog the organisation chart has open. */
export type OrgAction =
  | { type: 'newFolder' }
  | { type: 'rename'; node: FolderNode }
  | { type: 'move'; node: FolderNode | LocationNode }
  | { type: 'delete'; node: FolderNode };
