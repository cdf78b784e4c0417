// Floor plans of a location (list, create, read, update: name, image, size, scale) and the
// location's floor plan as dashboards read it, with the gateways and door counters placed on it.
import {
  floorPlanCreateRequestSchema,
  floorPlanSchema,
  floorPlanUpdateRequestSchema,
  locationFloorPlanSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError } from '../http/errors';
import { defineRoute, idParams } from '../http/route';
import { foundChild, locationAccess } from '../organisation/guards';
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
import { locationResource } from '../organisation/location-resource';
import { resourceRoutes } from '../http/resource-route';

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
  return foundChild(await findFloorPlan(ctx.db, id), 'The floor plan', (row) =>
    locationAccess(ctx, auth, row.locationId, permission),
  );
}

export const floorPlanRoutes: FastifyPluginAsync = async (app) => {
  const onFloorPlan = resourceRoutes(app, {
    tag: 'floor plans',
    load: (auth, id, permission: string | undefined) =>
      floorPlanAccess(app.appContext, auth, id, permission ?? 'locations_floorplan_'),
  });
  const onLocation = locationResource(app, 'floor plans');
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/locations/:id/floorplans',
    tag: 'floor plans',
    summary: "A location's floor plans (any locations_floorplan_ permission)",
    auth: true,
    params: idParams,
    response: z.array(floorPlanSchema),
    handler: async ({ auth, params, ctx }) => {
      await locationAccess(ctx, auth, params.id, 'locations_floorplan_');
      return apiFloorPlans(ctx.db, await listFloorPlans(ctx.db, params.id));
    },
  });

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/floorplans',
    summary: 'Create a floor plan from an uploaded image (locations_floorplan_edit)',
    permission: 'locations_floorplan_edit',
    status: 201,
    body: floorPlanCreateRequestSchema,
    response: floorPlanSchema,
    handler: async ({ body, ctx, found: { location } }) => {
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

  onFloorPlan.route({
    method: 'GET',
    url: '/api/system/floorplans/:id',
    summary: 'One floor plan (any locations_floorplan_ permission)',
    permission: 'locations_floorplan_',
    response: floorPlanSchema,
    handler: async ({ ctx, found: { row } }) => apiFloorPlan(ctx.db, row),
  });

  onFloorPlan.route({
    method: 'PUT',
    url: '/api/system/floorplans/:id',
    summary: 'Rename, replace the image, resize or set the scale (locations_floorplan_edit)',
    permission: 'locations_floorplan_edit',
    body: floorPlanUpdateRequestSchema,
    response: floorPlanSchema,
    handler: async ({ body, ctx, found: { row, location } }) => {
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

  onFloorPlan.remove({
    url: '/api/system/floorplans/:id',
    summary: 'Delete a floor plan; what was placed on it is unplaced (locations_floorplan_edit)',
    permission: 'locations_floorplan_edit',
    remove: ({ row }) => deleteFloorPlan(app.db, row.id),
  });

  onLocation.route({
    method: 'GET',
    url: '/api/v1/locations/:id/floor-plan',
    summary: "The location's first floor plan with its placed gateways, door counters and areas",
    permission: 'locations_view',
    allowShareToken: true,
    response: locationFloorPlanSchema,
    handler: async ({ ctx, found: { location } }) => {
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
