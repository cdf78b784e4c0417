// Areas and area groups of a location as stored, and the lookups that validate an area's
// references. The routes check access and answer; every statement about areas is here.
import type { Area, AreaGroup } from '@footfall/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  anyRow,
  insertRow,
  isOfLocation,
  locationLister,
  rowFinder,
  rowInserterAt,
  rowsOfLocation,
  rowUpdater,
} from '../db/one-row';
import { areaGroups, areas, floorPlans, locations } from '../db/schema';
import { idOut, idOutOrNull } from '../db/ids';

export type AreaRow = typeof areas.$inferSelect;
export type AreaGroupRow = typeof areaGroups.$inferSelect;
export type AreaValues = Pick<
  AreaRow,
  'name' | 'groupId' | 'floorPlanId' | 'polygon' | 'boothLocationId'
>;

export const toApiArea = (row: AreaRow): Area => ({
  id: idOut(row.id),
  location_id: idOut(row.locationId),
  name: row.name,
  group_id: idOutOrNull(row.groupId),
  floor_plan_id: idOutOrNull(row.floorPlanId),
  polygon: row.polygon ?? null,
  booth_location_id: idOutOrNull(row.boothLocationId),
});

const toApiAreaGroup = (group: AreaGroupRow, areaIds: readonly number[]): AreaGroup => ({
  id: idOut(group.id),
  location_id: idOut(group.locationId),
  name: group.name,
  area_ids: areaIds.map(idOut),
});

export const listAreas = locationLister(areas);

export const findArea = rowFinder(areas);

export const insertArea = rowInserterAt<typeof areas, AreaValues>(areas);

/** The changed area; undefined when it went meanwhile. */
export const updateArea = rowUpdater<typeof areas, Partial<AreaValues>>(areas);

export async function deleteArea(db: Database, id: number): Promise<void> {
  await db.delete(areas).where(eq(areas.id, id));
}

/** The location's area groups, each with the ids of its areas. */
export async function listAreaGroups(db: Database, locationId: number): Promise<AreaGroup[]> {
  const [groups, members] = await Promise.all([
    rowsOfLocation(db, areaGroups, locationId),
    db
      .select({ id: areas.id, groupId: areas.groupId })
      .from(areas)
      .where(eq(areas.locationId, locationId))
      .orderBy(asc(areas.id)),
  ]);
  return groups.map((group) =>
    toApiAreaGroup(
      group,
      members.filter((m) => m.groupId === group.id).map((m) => m.id),
    ),
  );
}

export const findAreaGroup = rowFinder(areaGroups);

export async function insertAreaGroup(
  db: Database,
  locationId: number,
  name: string,
): Promise<AreaGroup> {
  return toApiAreaGroup(await insertRow(db, areaGroups, { locationId, name }), []);
}

/** Renames the group and answers it with its areas. */
export async function renameAreaGroup(
  db: Database,
  group: AreaGroupRow,
  name: string,
): Promise<AreaGroup> {
  await db.update(areaGroups).set({ name }).where(eq(areaGroups.id, group.id));
  const members = await db
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.groupId, group.id))
    .orderBy(asc(areas.id));
  return toApiAreaGroup(
    { ...group, name },
    members.map((m) => m.id),
  );
}

/** Its areas stay, ungrouped. */
export async function deleteAreaGroup(db: Database, id: number): Promise<void> {
  await db.update(areas).set({ groupId: null }).where(eq(areas.groupId, id));
  await db.delete(areaGroups).where(eq(areaGroups.id, id));
}

export async function isGroupOf(db: Database, groupId: number, locationId: number) {
  return isOfLocation(db, areaGroups, groupId, locationId);
}

export async function isFloorPlanOf(db: Database, floorPlanId: number, locationId: number) {
  return isOfLocation(db, floorPlans, floorPlanId, locationId);
}

/** A booth is a location whose parent is the area's location. */
export async function isBoothOf(db: Database, boothLocationId: number, locationId: number) {
  return anyRow(
    db,
    locations,
    and(eq(locations.id, boothLocationId), eq(locations.parentId, locationId)),
  );
}

/** Whether another area of the plan (not `exceptAreaId`) already outlines the booth. */
export async function boothOutlined(
  db: Database,
  floorPlanId: number,
  boothLocationId: number,
  exceptAreaId?: number,
): Promise<boolean> {
  return anyRow(
    db,
    areas,
    and(
      eq(areas.floorPlanId, floorPlanId),
      eq(areas.boothLocationId, boothLocationId),
      ...(exceptAreaId === undefined ? [] : [ne(areas.id, exceptAreaId)]),
    ),
  );
}
