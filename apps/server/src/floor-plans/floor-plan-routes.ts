// Floor plans of a location (list, create, read, update: name, image, size, scale) and the
// location's floor plan as dashboards read it, with the gateways and door counters placed on it.
import {
  deletedSchema,
  floorPlanCreateRequestSchema,
  floorPlanSchema,
  floorPlanUpdateRequestSchema,
  locationFloorPlanSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError, notFound } from '../http/errors';
import { defineRoute, idParams } from '../http/route';
import { childAccess, locationAccess } from '../organisation/guards';
import { toApiArea } from '../areas/area-store';
import { toApiSensor } from '../hardware/sensor-view';
import { apiTags } from '../hardware/tag-view';
import {
  adoptFile,
  apiFloorPlan,
  apiFloorPlans,
  deleteFloorPlan,
  findFloorPlan,
  firstFloorPlan,
  insertFloorPlan,
  listFloorPlans,
  placedOnPlan,
  updateFloorPlan,
  type FloorPlanChanges,
} from './floor-plan-store';

/** An item with both coordinates, typed as such (the query already selects only those). */
const withPosition = <T extends { x_m: number | null; y_m: number | null }>(item: T) =>
  item.x_m === null || item.y_m === null ? [] : [{ ...item, x_m: item.x_m, y_m: item.y_m }];

/** The image must be an upload of the location's corporation (400 otherwise). */
async function adoptImage(ctx: AppContext, corporationId: number, fileId: string) {
  if (!(await adoptFile(ctx.db, corporationId, fileId)))
    throw new ApiError('ValidationException', 'File is not valid', {
      file_id: 'File is not valid',
    });
}

/** The floor plan and the caller's access to its location (404 when not visible). */
export async function floorPlanAccess(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  permission: string,
) {
  const row = await findFloorPlan(ctx.db, id);
  if (!row) throw notFound('The floor plan');
  const access = await childAccess(
    locationAccess(ctx, auth, row.locationId, permission),
    'The floor plan',
  );
  return { row, ...access };
}

export const floorPlanRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
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
      return apiFloorPlans(ctx.db, await listFloorPlans(ctx.db, params.id));
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
      await adoptImage(ctx, location.corporationId, body.file_id);
      const row = await insertFloorPlan(ctx.db, {
        locationId: location.id,
        name: body.name,
        fileId: body.file_id,
        widthPx: body.width_px,
        heightPx: body.height_px,
      });
      return apiFloorPlan(ctx.db, row);
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
      return apiFloorPlan(ctx.db, row);
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
      if (body.file_id !== undefined) await adoptImage(ctx, location.corporationId, body.file_id);
      const changes: FloorPlanChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.file_id !== undefined) changes.fileId = body.file_id;
      if (body.width_px !== undefined) changes.widthPx = body.width_px;
      if (body.height_px !== undefined) changes.heightPx = body.height_px;
      if (body.metres_per_pixel !== undefined) changes.metresPerPixel = body.metres_per_pixel;
      if (Object.keys(changes).length === 0) return apiFloorPlan(ctx.db, row);
      const updated = await updateFloorPlan(ctx.db, row.id, changes);
      return apiFloorPlan(ctx.db, updated ?? row);
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
      await deleteFloorPlan(ctx.db, row.id);
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
      const row = await firstFloorPlan(ctx.db, location.id);
      if (!row) return { floor_plan: null, sensors: [], door_counters: [], areas: [] };
      const { sensorRows, tagRows, areaRows } = await placedOnPlan(ctx.db, location.id, row.id);
      return {
        floor_plan: await apiFloorPlan(ctx.db, row),
        sensors: sensorRows.map((sensor) => toApiSensor(sensor, ctx.now())).flatMap(withPosition),
        door_counters: (await apiTags(ctx, tagRows)).flatMap(withPosition),
        areas: areaRows.map(toApiArea),
      };
    },
  });
};
