// Uploaded files as recorded in the database (who uploaded what, where its bytes are kept); the
// bytes themselves are in the upload store (upload-store.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { floorPlans, uploadedFiles } from '../db/schema';

export type FileRecord = typeof uploadedFiles.$inferSelect;
export type NewFileRecord = typeof uploadedFiles.$inferInsert;

export async function insertFileRecord(db: Database, record: NewFileRecord): Promise<void> {
  await db.insert(uploadedFiles).values(record);
}

export async function findFileRecord(db: Database, id: string): Promise<FileRecord | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  return row;
}

/** Whether a floor plan of the location shows the file (a share token may then read it). */
export async function isShownAt(db: Database, fileId: string, locationId: number) {
  const [shown] = await db
    .select({ id: floorPlans.id })
    .from(floorPlans)
    .where(and(eq(floorPlans.fileId, fileId), eq(floorPlans.locationId, locationId)))
    .limit(1);
  return shown !== undefined;
}
