// Tags of a location as stored (door counters are tags with the DOORCOUNTER tag service). The
// routes check access and answer; every statement about the tags table is here.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anyRow, locationLister, rowFinder, rowInserterAt, rowUpdater } from '../db/one-row';
import { tags } from '../db/schema';
import type { TagRow } from './tag-view';

export type TagValues = Pick<
  TagRow,
  'serial' | 'name' | 'tagService' | 'door' | 'floorPlanId' | 'xM' | 'yM'
>;

export const listTags = locationLister(tags);

export const findTag = rowFinder(tags);

/** Whether a tag (other than `exceptId`) already has the serial. */
export async function serialInUse(
  db: Database,
  serial: string,
  exceptId?: number,
): Promise<boolean> {
  return anyRow(
    db,
    tags,
    exceptId === undefined
      ? eq(tags.serial, serial)
      : and(eq(tags.serial, serial), ne(tags.id, exceptId)),
  );
}

export const insertTag = rowInserterAt<typeof tags, TagValues>(tags);

/** The changed tag; undefined when it went meanwhile. */
export const updateTag = rowUpdater<typeof tags, Partial<TagValues>>(tags);

/** Whether there was a tag to delete. */
export async function deleteTag(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return deleted.length > 0;
}
