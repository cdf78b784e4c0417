// Areas (named polygons on a floor plan) and area groups of a location. Reading needs any
// locations_areas_ permission, changing needs locations_areas_edit.
import {
  areaCreateRequestSchema,
  areaGroupRequestSchema,
  areaGroupSchema,
  areaSchema,
  areaUpdateRequestSchema,
  deletedSchema,
  type Area,
} from '@footfall/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { areaGroups, areas, floorPlans, locations } from '../db/schema';
import type { AuthContext } from '../http/authenticate';
import { ApiError, notFound } from '../http/errors';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';

type AreaRow = typeof areas.$inferSelect;

export const toApiArea = (row: AreaRow): Area => ({
  id: String(row.id),
  location_id: String(row.locationId),
  name: row.name,
  group_id: row.groupId === null ? null : String(row.groupId),
  floor_plan_id: row.floorPlanId === null ? null : String(row.floorPlanId),
  polygon: row.polygon ?? null,
  booth_location_id: row.boothLocationId === null ? null : String(row.boothLocationId),
});

async function access(ctx: AppContext, auth: AuthContext, locationId: number, edit: boolean) {
  return locationAccess(ctx, auth, locationId, edit ? 'locations_areas_edit' : 'locations_areas_');
}

/** Resolves a row by id to its location, answering 404 when the caller cannot see it. */
async function within<T extends { locationId: number }>(
  ctx: AppContext,
  auth: AuthContext,
  row: T | undefined,
  what: string,
  edit: boolean,
) {
  if (!row) throw notFound(what);
  try {
    await access(ctx, auth, row.locationId, edit);
  } catch (error) {
    if (error instanceof ApiError && error.type === 'NotFoundException') throw notFound(what);
    throw error;
  }
  return row;
}

const invalid = (field: string, message: string) =>
  new ApiError('ValidationException', message, { [field]: message });

async function checkReferences(
  ctx: AppContext,
  locationId: number,
  body: {
    group_id?: string | null;
    floor_plan_id?: string | null;
    booth_location_id?: string | null;
  },
) {
  if (body.group_id) {
    const [group] = await ctx.db
      .select({ id: areaGroups.id })
      .from(areaGroups)
      .where(and(eq(areaGroups.id, Number(body.group_id)), eq(areaGroups.locationId, locationId)))
      .limit(1);
    if (!group) throw invalid('group_id', 'Group is not valid');
  }
  if (body.floor_plan_id) {
    const [plan] = await ctx.db
      .select({ id: floorPlans.id })
      .from(floorPlans)
      .where(
        and(eq(floorPlans.id, Number(body.floor_plan_id)), eq(floorPlans.locationId, locationId)),
      )
      .limit(1);
    if (!plan) throw invalid('floor_plan_id', 'Floor plan is not valid');
  }
  if (body.booth_location_id) {
    const [booth] = await ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(eq(locations.id, Number(body.booth_location_id)), eq(locations.parentId, locationId)),
      )
      .limit(1);
    if (!booth) throw invalid('booth_location_id', 'Booth is not valid');
  }
}

/**
 * A booth has at most one outline per floor plan: 409 when another area of that plan (not the one
 * being changed) already outlines it. Areas without a plan or without a booth are not limited.
 */
async function checkOneOutline(
  ctx: AppContext,
  floorPlanId: number | null,
  boothLocationId: number | null,
  exceptAreaId?: number,
) {
  if (floorPlanId === null || boothLocationId === null) return;
  const [other] = await ctx.db
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        eq(areas.floorPlanId, floorPlanId),
        eq(areas.boothLocationId, boothLocationId),
        ...(exceptAreaId === undefined ? [] : [ne(areas.id, exceptAreaId)]),
      ),
    )
    .limit(1);
  if (other) {
    const message = 'This booth already has an outline on this floor plan';
    throw new ApiError('ConflictException', message, { booth_location_id: message });
  }
}

const optionalId = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : Number(value);

export function registerAreaRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/areas',
    tag: 'areas',
    summary: "A location's areas (any locations_areas_ permission)",
    auth: true,
    params: idParams,
    response: z.array(areaSchema),
    handler: async ({ auth, params }) => {
      await access(ctx, auth, params.id, false);
      const rows = await ctx.db
        .select()
        .from(areas)
        .where(eq(areas.locationId, params.id))
        .orderBy(asc(areas.id));
      return rows.map(toApiArea);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/system/locations/:id/areas',
    tag: 'areas',
    summary:
      'Create an area, optionally in a group, drawn on a floor plan and outlining a booth (locations_areas_edit)',
    auth: true,
    status: 201,
    params: idParams,
    body: areaCreateRequestSchema,
    response: areaSchema,
    handler: async ({ auth, params, body }) => {
      const { location } = await access(ctx, auth, params.id, true);
      await checkReferences(ctx, location.id, body);
      await checkOneOutline(
        ctx,
        optionalId(body.floor_plan_id) ?? null,
        optionalId(body.booth_location_id) ?? null,
      );
      const [row] = await ctx.db
        .insert(areas)
        .values({
          locationId: location.id,
          name: body.name,
          groupId: optionalId(body.group_id) ?? null,
          floorPlanId: optionalId(body.floor_plan_id) ?? null,
          polygon: body.polygon ?? null,
          boothLocationId: optionalId(body.booth_location_id) ?? null,
        })
        .returning();
      if (!row) throw new Error('area insert returned nothing');
      return toApiArea(row);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/areas/:id',
    tag: 'areas',
    summary: 'Rename, regroup, redraw or re-assign the booth of an area (locations_areas_edit)',
    auth: true,
    params: idParams,
    body: areaUpdateRequestSchema,
    response: areaSchema,
    handler: async ({ auth, params, body }) => {
      const [found] = await ctx.db.select().from(areas).where(eq(areas.id, params.id)).limit(1);
      const row = await within(ctx, auth, found, 'The area', true);
      await checkReferences(ctx, row.locationId, body);
      const floorPlanId = optionalId(body.floor_plan_id);
      const boothLocationId = optionalId(body.booth_location_id);
      await checkOneOutline(
        ctx,
        floorPlanId === undefined ? row.floorPlanId : floorPlanId,
        boothLocationId === undefined ? row.boothLocationId : boothLocationId,
        row.id,
      );
      const changes: Partial<typeof areas.$inferInsert> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.group_id !== undefined) changes.groupId = optionalId(body.group_id);
      if (body.floor_plan_id !== undefined) changes.floorPlanId = optionalId(body.floor_plan_id);
      if (body.polygon !== undefined) changes.polygon = body.polygon;
      if (boothLocationId !== undefined) changes.boothLocationId = boothLocationId;
      if (Object.keys(changes).length === 0) return toApiArea(row);
      const [updated] = await ctx.db
        .update(areas)
        .set(changes)
        .where(eq(areas.id, row.id))
        .returning();
      return toApiArea(updated ?? row);
    },
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/api/system/areas/:id',
    tag: 'areas',
    summary: 'Delete an area (locations_areas_edit)',
    auth: true,
    params: idParams,
    response: deletedSchema,
    handler: async ({ auth, params }) => {
      const [found] = await ctx.db.select().from(areas).where(eq(areas.id, params.id)).limit(1);
      const row = await within(ctx, auth, found, 'The area', true);
      await ctx.db.delete(areas).where(eq(areas.id, row.id));
      return { deleted: true };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/areagroups',
    tag: 'areas',
    summary: "A location's area groups with their area ids (any locations_areas_ permission)",
    auth: true,
    params: idParams,
    response: z.array(areaGroupSchema),
    handler: async ({ auth, params }) => {
      await access(ctx, auth, params.id, false);
      const [groups, members] = await Promise.all([
        ctx.db
          .select()
          .from(areaGroups)
          .where(eq(areaGroups.locationId, params.id))
          .orderBy(asc(areaGroups.id)),
        ctx.db
          .select({ id: areas.id, groupId: areas.groupId })
          .from(areas)
          .where(eq(areas.locationId, params.id))
          .orderBy(asc(areas.id)),
      ]);
      return groups.map((group) => ({
        id: String(group.id),
        location_id: String(group.locationId),
        name: group.name,
        area_ids: members.filter((m) => m.groupId === group.id).map((m) => String(m.id)),
      }));
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/system/locations/:id/areagroups',
    tag: 'areas',
    summary: 'Create an area group (locations_areas_edit)',
    auth: true,
    status: 201,
    params: idParams,
    body: areaGroupRequestSchema,
    response: areaGroupSchema,
    handler: async ({ auth, params, body }) => {
      const { location } = await access(ctx, auth, params.id, true);
      const [group] = await ctx.db
        .insert(areaGroups)
        .values({ locationId: location.id, name: body.name })
        .returning();
      if (!group) throw new Error('area group insert returned nothing');
      return {
        id: String(group.id),
        location_id: String(group.locationId),
        name: group.name,
        area_ids: [],
      };
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/areagroups/:id',
    tag: 'areas',
    summary: 'Rename an area group (locations_areas_edit)',
    auth: true,
    params: idParams,
    body: areaGroupRequestSchema,
    response: areaGroupSchema,
    handler: async ({ auth, params, body }) => {
      const [found] = await ctx.db
        .select()
        .from(areaGroups)
        .where(eq(areaGroups.id, params.id))
        .limit(1);
      const group = await within(ctx, auth, found, 'The area group', true);
      await ctx.db.update(areaGroups).set({ name: body.name }).where(eq(areaGroups.id, group.id));
      const members = await ctx.db
        .select({ id: areas.id })
        .from(areas)
        .where(eq(areas.groupId, group.id))
        .orderBy(asc(areas.id));
      return {
        id: String(group.id),
        location_id: String(group.locationId),
        name: body.name,
        area_ids: members.map((m) => String(m.id)),
      };
    },
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/api/system/areagroups/:id',
    tag: 'areas',
    summary: 'Delete an area group; its areas stay, ungrouped (locations_areas_edit)',
    auth: true,
    params: idParams,
    response: deletedSchema,
    handler: async ({ auth, params }) => {
      const [found] = await ctx.db
        .select()
        .from(areaGroups)
        .where(eq(areaGroups.id, params.id))
        .limit(1);
      const group = await within(ctx, auth, found, 'The area group', true);
      await ctx.db.update(areas).set({ groupId: null }).where(eq(areas.groupId, group.id));
      await ctx.db.delete(areaGroups).where(eq(areaGroups.id, group.id));
      return { deleted: true };
    },
  });
}
