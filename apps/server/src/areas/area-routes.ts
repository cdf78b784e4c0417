// Areas (named polygons on a floor plan) and area groups of a location. Reading needs any
// locations_areas_ permission, changing needs locations_areas_edit.
import {
  areaCreateRequestSchema,
  areaGroupRequestSchema,
  areaGroupSchema,
  areaSchema,
  areaUpdateRequestSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/errors';
import {
  boothOutlined,
  deleteArea,
  deleteAreaGroup,
  findArea,
  findAreaGroup,
  insertArea,
  insertAreaGroup,
  isBoothOf,
  isFloorPlanOf,
  isGroupOf,
  listAreaGroups,
  listAreas,
  renameAreaGroup,
  toApiArea,
  updateArea,
  type AreaValues,
} from './area-store';
import { idIn } from '../db/ids';
import { locatedResource, locationResource } from '../organisation/location-resource';

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
  if (body.group_id && !(await isGroupOf(ctx.db, idIn(body.group_id), locationId)))
    throw invalid('group_id', 'Group is not valid');
  if (body.floor_plan_id && !(await isFloorPlanOf(ctx.db, idIn(body.floor_plan_id), locationId)))
    throw invalid('floor_plan_id', 'Floor plan is not valid');
  if (
    body.booth_location_id &&
    !(await isBoothOf(ctx.db, idIn(body.booth_location_id), locationId))
  )
    throw invalid('booth_location_id', 'Booth is not valid');
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
  if (await boothOutlined(ctx.db, floorPlanId, boothLocationId, exceptAreaId)) {
    const message = 'This booth already has an outline on this floor plan';
    throw new ApiError('ConflictException', message, { booth_location_id: message });
  }
}

const optionalId = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : idIn(value);

export const areaRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'areas');
  const onArea = locatedResource(app, 'areas', 'The area', (id) => findArea(app.db, id));
  const onGroup = locatedResource(app, 'areas', 'The area group', (id) =>
    findAreaGroup(app.db, id),
  );
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/areas',
    summary: "A location's areas (any locations_areas_ permission)",
    permission: 'locations_areas_',
    response: z.array(areaSchema),
    handler: async ({ ctx, found: { location } }) =>
      (await listAreas(ctx.db, location.id)).map(toApiArea),
  });

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/areas',
    summary:
      'Create an area, optionally in a group, drawn on a floor plan and outlining a booth (locations_areas_edit)',
    permission: 'locations_areas_edit',
    status: 201,
    body: areaCreateRequestSchema,
    response: areaSchema,
    handler: async ({ body, ctx, found: { location } }) => {
      await checkReferences(ctx, location.id, body);
      await checkOneOutline(
        ctx,
        optionalId(body.floor_plan_id) ?? null,
        optionalId(body.booth_location_id) ?? null,
      );
      const row = await insertArea(ctx.db, location.id, {
        name: body.name,
        groupId: optionalId(body.group_id) ?? null,
        floorPlanId: optionalId(body.floor_plan_id) ?? null,
        polygon: body.polygon ?? null,
        boothLocationId: optionalId(body.booth_location_id) ?? null,
      });
      return toApiArea(row);
    },
  });

  onArea.route({
    method: 'PUT',
    url: '/api/system/areas/:id',
    summary: 'Rename, regroup, redraw or re-assign the booth of an area (locations_areas_edit)',
    permission: 'locations_areas_edit',
    body: areaUpdateRequestSchema,
    response: areaSchema,
    handler: async ({ body, ctx, found: { row } }) => {
      await checkReferences(ctx, row.locationId, body);
      const floorPlanId = optionalId(body.floor_plan_id);
      const boothLocationId = optionalId(body.booth_location_id);
      await checkOneOutline(
        ctx,
        floorPlanId === undefined ? row.floorPlanId : floorPlanId,
        boothLocationId === undefined ? row.boothLocationId : boothLocationId,
        row.id,
      );
      const changes: Partial<AreaValues> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.group_id !== undefined) changes.groupId = optionalId(body.group_id);
      if (body.floor_plan_id !== undefined) changes.floorPlanId = optionalId(body.floor_plan_id);
      if (body.polygon !== undefined) changes.polygon = body.polygon;
      if (boothLocationId !== undefined) changes.boothLocationId = boothLocationId;
      if (Object.keys(changes).length === 0) return toApiArea(row);
      return toApiArea((await updateArea(ctx.db, row.id, changes)) ?? row);
    },
  });

  onArea.remove({
    url: '/api/system/areas/:id',
    summary: 'Delete an area (locations_areas_edit)',
    permission: 'locations_areas_edit',
    remove: ({ row }) => deleteArea(app.db, row.id),
  });

  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/areagroups',
    summary: "A location's area groups with their area ids (any locations_areas_ permission)",
    permission: 'locations_areas_',
    response: z.array(areaGroupSchema),
    handler: async ({ ctx, found: { location } }) => listAreaGroups(ctx.db, location.id),
  });

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/areagroups',
    summary: 'Create an area group (locations_areas_edit)',
    permission: 'locations_areas_edit',
    status: 201,
    body: areaGroupRequestSchema,
    response: areaGroupSchema,
    handler: async ({ body, ctx, found: { location } }) =>
      insertAreaGroup(ctx.db, location.id, body.name),
  });

  onGroup.route({
    method: 'PUT',
    url: '/api/system/areagroups/:id',
    summary: 'Rename an area group (locations_areas_edit)',
    permission: 'locations_areas_edit',
    body: areaGroupRequestSchema,
    response: areaGroupSchema,
    handler: async ({ body, ctx, found: { row: group } }) =>
      renameAreaGroup(ctx.db, group, body.name),
  });

  onGroup.remove({
    url: '/api/system/areagroups/:id',
    summary: 'Delete an area group; its areas stay, ungrouped (locations_areas_edit)',
    permission: 'locations_areas_edit',
    remove: ({ row: group }) => deleteAreaGroup(app.db, group.id),
  });
};
