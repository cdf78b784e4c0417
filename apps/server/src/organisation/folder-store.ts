// Folders of the organisation chart as stored. The routes check access (guards.ts) and answer;
// every statement about folders is here.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertRow, rowUpdater } from '../db/one-row';
import { folders, locations } from '../db/schema';

export type FolderRow = typeof folders.$inferSelect;
type FolderChanges = Partial<Pick<FolderRow, 'name' | 'parentId'>>;

export async function insertFolder(
  db: Database,
  corporationId: number,
  name: string,
  parentId: number | null,
): Promise<FolderRow> {
  return insertRow(db, folders, { corporationId, name, parentId });
}

/** The changed folder; undefined when it went meanwhile. */
export const updateFolder = rowUpdater<typeof folders, FolderChanges>(folders);

/** True when no folder and no location sits directly in the folder. */
export async function isFolderEmpty(db: Database, id: number): Promise<boolean> {
  const [[inside], [held]] = await Promise.all([
    db.select({ n: count() }).from(folders).where(eq(folders.parentId, id)),
    db.select({ n: count() }).from(locations).where(eq(locations.folderId, id)),
  ]);
  return (inside?.n ?? 0) === 0 && (held?.n ?? 0) === 0;
}

export async function deleteFolder(db: Database, id: number): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id));
}
