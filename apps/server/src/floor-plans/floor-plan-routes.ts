// Floor plans of a location (list, create, read, update: name, image, size, scale) and the
// location's floor plan as dashboards read it, with the gateways and door counters placed on it.
import {
  deletedSchema,
  floorPlanCreateRequestSchema,
  floorPlanSchema,
  floorPlanUpdateRequestSchema,
  locationFloorPlanSchema,
  type FloorPlan,
} from '@footfall/core';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { areas, floorPlans, sensors, tags, uploadedFiles } from '../db/schema';
import type { AuthContext } from '../http/authenticate';
import { ApiError, notFound } from '../http/errors';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { toApiArea } from '../areas/area-routes';
import { toApiSensor } from '../hardware/sensor-view';
import { apiTags } from '../hardware/tag-routes';

type FloorPlanRow = typeof floorPlans.$inferSelect;

/** An item with both coordinates, typed as such (the query already selects only those). */
const withPosition = <T extends { x_m: number | null; y_m: number | null }>(item: T) =>
  item.x_m === null || item.y_m === null ? [] : [{ ...item, x_m: item.x_m, y_m: item.y_m }];

export const toApiFloorPlan = (row: FloorPlanRow, contentType: string | null): FloorPlan => ({
  id: String(row.id),
  location_id: String(row.locationId),
  name: row.name,
  file_id: row.fileId,
  image_url: row.fileId ? `/upload/files/${row.fileId}` : null,
  content_type: row.fileId ? contentType : null,
  width_px: row.widthPx,
  height_px: row.heightPx,
  metres_per_pixel: row.metresPerPixel,
  created_at: row.createdAt.toISOString(),
});

async function oneWithContentType(ctx: AppContext, row: FloorPlanRow): Promise<FloorPlan> {
  const [plan] = await withContentTypes(ctx, [row]);
  if (!plan) throw new Error('floor plan lost');
  return plan;
}

async function withContentTypes(ctx: AppContext, rows: FloorPlanRow[]): Promise<FloorPlan[]> {
  const types = new Map<string, string>();
  for (const row of rows) {
    if (!row.fileId || types.has(row.fileId)) continue;
    const [file] = await ctx.db
      .select({ contentType: uploadedFiles.contentType })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, row.fileId))
      .limit(1);
    if (file) types.set(row.fileId, file.contentType);
  }
  return rows.map((row) =>
    toApiFloorPlan(row, row.fileId ? (types.get(row.fileId) ?? null) : null),
  );
}

/** A file of the location's corporation: adopted (kept) by the floor plan. */
async function adoptFile(ctx: AppContext, corporationId: number, fileId: string): Promise<void> {
  const [file] = await ctx.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.corporationId, corporationId)))
    .limit(1);
  if (!file)
    throw new ApiError('ValidationException', 'File is not valid', {
      file_id: 'File is not valid',
    });
  if (!file.kept)
    await ctx.db.update(uploadedFiles).set({ kept: true }).where(eq(uploadedFiles.id, fileId));
}

/** The floor plan and the caller's access to its location (404 when not visible). */
export async function floorPlanAccess(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  permission: string,
) {
  const [row] = await ctx.db.select().from(floorPlans).where(eq(floorPlans.id, id)).limit(1);
  if (!row) throw notFound('The floor plan');
  const access = await locationAccess(ctx, auth, row.locationId, permission).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.type === 'NotFoundException')
        throw notFound('The floor plan');
      throw error;
    },
  );
  return { row, ...access };
}

export function registerFloorPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/floorplans',
    tag: 'floor plans',
    summary: "A location's floor plans (any locations_floorplan_ permission)",
    auth: true,
    params: idParams,
    response: z.array(floorPlanSchema),
    handler: async ({ auth, params }) => {
      await locationAccess(ctx, auth, params.id, 'locations_floorplan_');
      const rows = await ctx.db
        .select()
        .from(floorPlans)
        .where(eq(floorPlans.locationId, params.id))
        .orderBy(asc(floorPlans.id));
      return withContentTypes(ctx, rows);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/system/locations/:id/floorplans',
    tag: 'floor plans',
    summary: 'Create a floor plan from an uploaded image (locations_floorplan_edit)',
    auth: true,
    status: 201,
    params: idParams,
    body: floorPlanCreateRequestSchema,
    response: floorPlanSchema,
    handler: async ({ auth, params, body }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_floorplan_edit');
      await adoptFile(ctx, location.corporationId, body.file_id);
      const [row] = await ctx.db
        .insert(floorPlans)
        .values({
          locationId: location.id,
          name: body.name,
          fileId: body.file_id,
          widthPx: body.width_px,
          heightPx: body.height_px,
        })
        .returning();
      if (!row) throw new Error('floor plan insert returned nothing');
      return oneWithContentType(ctx, row);
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/floorplans/:id',
    tag: 'floor plans',
    summary: 'One floor plan (any locations_floorplan_ permission)',
    auth: true,
    params: idParams,
    response: floorPlanSchema,
    handler: async ({ auth, params }) => {
      const { row } = await floorPlanAccess(ctx, auth, params.id, 'locations_floorplan_');
      return oneWithContentType(ctx, row);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/floorplans/:id',
    tag: 'floor plans',
    summary: 'Rename, replace the image, resize or set the scale (locations_floorplan_edit)',
    auth: true,
    params: idParams,
    body: floorPlanUpdateRequestSchema,
    response: floorPlanSchema,
    handler: async ({ auth, params, body }) => {
      const { row, location } = await floorPlanAccess(
        ctx,
        auth,
        params.id,
        'locations_floorplan_edit',
      );
      if (body.file_id !== undefined) await adoptFile(ctx, location.corporationId, body.file_id);
      const changes: Partial<typeof floorPlans.$inferInsert> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.file_id !== undefined) changes.fileId = body.file_id;
      if (body.width_px !== undefined) changes.widthPx = body.width_px;
      if (body.height_px !== undefined) changes.heightPx = body.height_px;
      if (body.metres_per_pixel !== undefined) changes.metresPerPixel = body.metres_per_pixel;
      if (Object.keys(changes).length === 0) return oneWithContentType(ctx, row);
      const [updated] = await ctx.db
        .update(floorPlans)
        .set(changes)
        .where(eq(floorPlans.id, row.id))
        .returning();
      return oneWithContentType(ctx, updated ?? row);
    },
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/api/system/floorplans/:id',
    tag: 'floor plans',
    summary: 'Delete a floor plan; what was placed on it is unplaced (locations_floorplan_edit)',
    auth: true,
    params: idParams,
    response: deletedSchema,
    handler: async ({ auth, params }) => {
      const { row } = await floorPlanAccess(ctx, auth, params.id, 'locations_floorplan_edit');
      await ctx.db.delete(floorPlans).where(eq(floorPlans.id, row.id));
      return { deleted: true };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/v1/locations/:id/floor-plan',
    tag: 'floor plans',
    summary: "The location's first floor plan with its placed gateways, door counters and areas",
    auth: true,
    allowShareToken: true,
    params: idParams,
    response: locationFloorPlanSchema,
    handler: async ({ auth, params }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_view');
      const [row] = await ctx.db
        .select()
        .from(floorPlans)
        .where(eq(floorPlans.locationId, location.id))
        .orderBy(asc(floorPlans.id))
        .limit(1);
      if (!row) return { floor_plan: null, sensors: [], door_counters: [], areas: [] };
      const [sensorRows, tagRows, areaRows] = await Promise.all([
        ctx.db
          .select()
          .from(sensors)
          .where(
            and(
              eq(sensors.locationId, location.id),
              eq(sensors.floorPlanId, row.id),
              isNotNull(sensors.xM),
              isNotNull(sensors.yM),
            ),
          )
          .orderBy(asc(sensors.id)),
        ctx.db
          .select()
          .from(tags)
          .where(
            and(
              eq(tags.locationId, location.id),
              eq(tags.floorPlanId, row.id),
              eq(tags.tagService, 'DOORCOUNTER'),
              isNotNull(tags.xM),
              isNotNull(tags.yM),
            ),
          )
          .orderBy(asc(tags.id)),
        ctx.db
          .select()
          .from(areas)
          .where(and(eq(areas.locationId, location.id), eq(areas.floorPlanId, row.id)))
          .orderBy(asc(areas.id)),
      ]);
      return {
        floor_plan: await oneWithContentType(ctx, row),
        sensors: sensorRows.map((sensor) => toApiSensor(sensor, ctx.now())).flatMap(withPosition),
        door_counters: (await apiTags(ctx, tagRows)).flatMap(withPosition),
        areas: areaRows.map(toApiArea),
      };
    },
  });
}
