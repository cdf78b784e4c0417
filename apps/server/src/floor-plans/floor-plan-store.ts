// The floor plans of a location as stored, their images (uploaded files) and what is placed on a
// plan. The routes check access and answer; every statement about floor plans is here.
import type { FloorPlan } from '@footfall/core';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertRow, locationLister, rowFinder, rowUpdater } from '../db/one-row';
import { areas, floorPlans, sensors, tags, uploadedFiles } from '../db/schema';
import { idOut } from '../db/ids';

export type FloorPlanRow = typeof floorPlans.$inferSelect;
export type FloorPlanChanges = Partial<
  Pick<FloorPlanRow, 'name' | 'fileId' | 'widthPx' | 'heightPx' | 'metresPerPixel'>
>;

export const toApiFloorPlan = (row: FloorPlanRow, contentType: string | null): FloorPlan => ({
  id: idOut(row.id),
  location_id: idOut(row.locationId),
  name: row.name,
  file_id: row.fileId,
  image_url: row.fileId ? `/upload/files/${row.fileId}` : null,
  content_type: row.fileId ? contentType : null,
  width_px: row.widthPx,
  height_px: row.heightPx,
  metres_per_pixel: row.metresPerPixel,
  created_at: row.createdAt.toISOString(),
});

/** The plans as the API shows them: each image's content type comes from its uploaded file. */
export async function apiFloorPlans(
  db: Database,
  rows: readonly FloorPlanRow[],
): Promise<FloorPlan[]> {
  const fileIds = [...new Set(rows.flatMap((row) => (row.fileId ? [row.fileId] : [])))];
  const files =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: uploadedFiles.id, contentType: uploadedFiles.contentType })
          .from(uploadedFiles)
          .where(inArray(uploadedFiles.id, fileIds));
  const types = new Map(files.map((file) => [file.id, file.contentType]));
  return rows.map((row) =>
    toApiFloorPlan(row, row.fileId ? (types.get(row.fileId) ?? null) : null),
  );
}

export async function apiFloorPlan(db: Database, row: FloorPlanRow): Promise<FloorPlan> {
  const [plan] = await apiFloorPlans(db, [row]);
  if (!plan) throw new Error('floor plan lost');
  return plan;
}

export const findFloorPlan = rowFinder(floorPlans);

export const listFloorPlans = locationLister(floorPlans);

/** The plan dashboards show: the location's first (lowest id). */
export async function firstFloorPlan(
  db: Database,
  locationId: number,
): Promise<FloorPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(floorPlans)
    .where(eq(floorPlans.locationId, locationId))
    .orderBy(asc(floorPlans.id))
    .limit(1);
  return row;
}

export async function insertFloorPlan(
  db: Database,
  plan: { locationId: number; name: string; fileId: string; widthPx: number; heightPx: number },
): Promise<FloorPlanRow> {
  return insertRow(db, floorPlans, plan);
}

/** The changed plan; undefined when it went meanwhile. */
export const updateFloorPlan = rowUpdater<typeof floorPlans, FloorPlanChanges>(floorPlans);

/** What was placed on it is unplaced by the foreign keys (on delete set null). */
export async function deleteFloorPlan(db: Database, id: number): Promise<void> {
  await db.delete(floorPlans).where(eq(floorPlans.id, id));
}

/** Marks a file of the corporation as kept (a plan's image is never swept away as an unused
 * upload). False when no such file is the corporation's. */
export async function adoptFile(
  db: Database,
  corporationId: number,
  fileId: string,
): Promise<boolean> {
  const [file] = await db
    .select({ kept: uploadedFiles.kept })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.corporationId, corporationId)))
    .limit(1);
  if (!file) return false;
  if (!file.kept)
    await db.update(uploadedFiles).set({ kept: true }).where(eq(uploadedFiles.id, fileId));
  return true;
}

/** The gateways and door counters with a position on the plan, and the areas drawn on it. */
export async function placedOnPlan(db: Database, locationId: number, floorPlanId: number) {
  const placed = (device: typeof sensors | typeof tags) =>
    and(
      eq(device.locationId, locationId),
      eq(device.floorPlanId, floorPlanId),
      isNotNull(device.xM),
      isNotNull(device.yM),
    );
  const [sensorRows, tagRows, areaRows] = await Promise.all([
    db.select().from(sensors).where(placed(sensors)).orderBy(asc(sensors.id)),
    db
      .select()
      .from(tags)
      .where(and(placed(tags), eq(tags.tagService, 'DOORCOUNTER')))
      .orderBy(asc(tags.id)),
    db
      .select()
      .from(areas)
      .where(and(eq(areas.locationId, locationId), eq(areas.floorPlanId, floorPlanId)))
      .orderBy(asc(areas.id)),
  ]);
  return { sensorRows, tagRows, areaRows };
}
