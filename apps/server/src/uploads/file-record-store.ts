// Uploaded files as recorded in the database (who uploaded what, where its bytes are kept); the
// bytes themselves are in the upload store (upload-store.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anyRow, findRow } from '../db/one-row';
import { floorPlans, uploadedFiles } from '../db/schema';

export type FileRecord = typeof uploadedFiles.$inferSelect;
export type NewFileRecord = typeof uploadedFiles.$inferInsert;

export async function insertFileRecord(db: Database, record: NewFileRecord): Promise<void> {
  await db.insert(uploadedFiles).values(record);
}

export async function findFileRecord(db: Database, id: string): Promise<FileRecord | undefined> {
  return findRow(db, uploadedFiles, id);
}

/** Whether a floor plan of the location shows the file (a share token may then read it). */
export async function isShownAt(db: Database, fileId: string, locationId: number) {
  return anyRow(
    db,
    floorPlans,
    and(eq(floorPlans.fileId, fileId), eq(floorPlans.locationId, locationId)),
  );
}
