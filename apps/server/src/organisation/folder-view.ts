// A folder row as the API shows it (core's folderSchema): the root is ROOT_FOLDER_ID, not null.
import { ROOT_FOLDER_ID } from '@footfall/core';
import type { folders } from '../db/schema';
import { idOut } from '../db/ids';

type FolderRow = typeof folders.$inferSelect;

export const toApiFolder = (folder: FolderRow) => ({
  id: idOut(folder.id),
  name: folder.name,
  parent_id: folder.parentId === null ? ROOT_FOLDER_ID : idOut(folder.parentId),
  corporation_id: idOut(folder.corporationId),
});
