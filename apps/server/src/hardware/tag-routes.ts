// Tags of a location (door counters are tags with the DOORCOUNTER tag service): list, create,
// read, change and delete (issue 4). Decision: a tag's service must be one of the location's tag
// services, so a door counter cannot be added where the location lacks DOORCOUNTER (400).
import {
  deletedSchema,
  tagCreateRequestSchema,
  tagSchema,
  tagUpdateRequestSchema,
  type Tag,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { ApiError, notFound } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';
import { checkFloorPlan, servicesOf } from './hardware-access';
import { deleteTag, findTag, insertTag, listTags, serialInUse, updateTag } from './tag-store';
import { apiTags, toApiTag } from './tag-view';
import { locatedResource, locationResource } from '../organisation/location-resource';

async function checkTagService(ctx: AppContext, locationId: number, service: string) {
  const { tag } = await servicesOf(ctx, locationId);
  if (!tag.includes(service)) {
    const message = `This location does not have the ${service} tag service`;
    throw new ApiError('ValidationException', message, { tag_service: message });
  }
}

async function checkSerialFree(ctx: AppContext, serial: string, exceptId?: number) {
  if (await serialInUse(ctx.db, serial, exceptId)) throw serialTaken();
}

const serialTaken = () =>
  new ApiError('ConflictException', 'A tag with this serial already exists', {
    serial: 'A tag with this serial already exists',
  });

/** A write whose serial another tag took after checkSerialFree is the same 409. */
async function serialGuarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw serialTaken();
    throw error;
  }
}

export const tagRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'tags');
  const onTag = locatedResource(app, 'tags', 'The tag', (id) => findTag(app.db, id));
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/tags',
    summary: "The location's tags, door counters included (needs a locations_tags_ permission)",
    permission: 'locations_tags_',
    response: z.array(tagSchema),
    handler: async ({ ctx, found: { location } }) =>
      apiTags(ctx, await listTags(ctx.db, location.id)),
  });

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/tags',
    summary:
      "Add a tag; its service must be one of the location's tag services (needs locations_tags_edit)",
    permission: 'locations_tags_edit',
    body: tagCreateRequestSchema,
    response: tagSchema,
    status: 201,
    handler: async ({ body, ctx, found: { location } }) => {
      await checkTagService(ctx, location.id, body.tag_service);
      const floorPlanId = await checkFloorPlan(ctx, location.id, body.floor_plan_id ?? null);
      await checkSerialFree(ctx, body.serial);
      const row = await serialGuarded(
        insertTag(ctx.db, location.id, {
          serial: body.serial,
          name: body.name,
          tagService: body.tag_service,
          door: body.door ?? null,
          floorPlanId,
          xM: body.x_m ?? null,
          yM: body.y_m ?? null,
        }),
      );
      return toApiTag(row);
    },
  });

  onTag.route({
    method: 'GET',
    url: '/api/system/tags/:id',
    summary: 'One tag (its location decides access)',
    permission: 'locations_tags_',
    response: tagSchema,
    handler: async ({ ctx, found: { row } }) => {
      const [tag] = await apiTags(ctx, [row]);
      return tag as Tag;
    },
  });

  onTag.route({
    method: 'PUT',
    url: '/api/system/tags/:id',
    summary: 'Change a tag (needs locations_tags_edit)',
    permission: 'locations_tags_edit',
    body: tagUpdateRequestSchema,
    response: tagSchema,
    handler: async ({ body, ctx, found: { row, location } }) => {
      if (body.tag_service !== undefined && body.tag_service !== row.tagService) {
        await checkTagService(ctx, location.id, body.tag_service);
      }
      if (body.serial !== undefined) await checkSerialFree(ctx, body.serial, row.id);
      const floorPlanId =
        body.floor_plan_id === undefined
          ? undefined
          : await checkFloorPlan(ctx, location.id, body.floor_plan_id);
      const updated = await serialGuarded(
        updateTag(ctx.db, row.id, {
          serial: body.serial,
          name: body.name,
          tagService: body.tag_service,
          door: body.door,
          floorPlanId,
          xM: body.x_m,
          yM: body.y_m,
        }),
      );
      if (!updated) throw notFound('The tag');
      const [tag] = await apiTags(ctx, [updated]);
      return tag as Tag;
    },
  });

  onTag.route({
    method: 'DELETE',
    url: '/api/system/tags/:id',
    summary: 'Remove a tag (needs locations_tags_edit)',
    permission: 'locations_tags_edit',
    response: deletedSchema,
    handler: async ({ ctx, found: { row } }) => ({ deleted: await deleteTag(ctx.db, row.id) }),
  });
};
