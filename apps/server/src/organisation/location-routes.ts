// Locations: the list and details a user may see, their editable settings and the user's
// permission string per location.
import {
  formatPermissions,
  locationSchema,
  locationUpdateRequestSchema,
  userPermissionsSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { defineRoute, idParams } from '../http/route';
import { loadUserScope, rolesAt, visibleLocations } from './access';
import { locationAccess } from './guards';
import { isTimeZone } from './timezones';
import { updateLocationSettings } from './location-store';
import { toApiLocation, toApiLocations } from './location-view';
import { locationResource } from './location-resource';

export const locationRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'locations');
  defineRoute(app, {
    method: 'GET',
    url: '/api/v1/locations',
    tag: 'locations',
    summary: 'The locations the signed-in user may see',
    auth: true,
    response: z.array(locationSchema),
    handler: async ({ auth, ctx }) => {
      const scope = auth.scope ?? (await loadUserScope(ctx, auth.userId));
      return toApiLocations(ctx, scope, visibleLocations(scope), { servicesFromScope: true });
    },
  });

  for (const url of ['/api/v1/locations/:id', '/api/system/locations/:id']) {
    defineRoute(app, {
      method: 'GET',
      url,
      tag: 'locations',
      summary: 'One location',
      auth: true,
      // The read-only share page shows its location's name (v1 only).
      allowShareToken: url.startsWith('/api/v1/'),
      params: idParams,
      response: locationSchema,
      handler: async ({ auth, params, ctx }) => {
        const { scope, location } = await locationAccess(ctx, auth, params.id);
        return toApiLocation(ctx, scope, location);
      },
    });
  }

  onLocation.route({
    method: 'PUT',
    url: '/api/system/locations/:id',
    summary: "Change a location's settings (needs locations_edit)",
    permission: 'locations_edit',
    body: locationUpdateRequestSchema,
    response: locationSchema,
    handler: async ({ body, ctx, found: { scope, location } }) => {
      if (body.timezone !== undefined && !isTimeZone(body.timezone)) {
        throw new ApiError('ValidationException', 'Time zone is not valid', {
          timezone: 'Time zone is not valid',
        });
      }
      const updated = await updateLocationSettings(ctx.db, location.id, {
        name: body.name,
        featured: body.featured,
        service: body.service,
        addon: body.addon,
        country: body.country,
        timezone: body.timezone,
        address: body.address,
      });
      return toApiLocation(ctx, scope, updated);
    },
  });

  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/user-permissions',
    summary: "The signed-in user's permissions at a location, comma-separated",
    response: userPermissionsSchema,
    handler: async ({ found: { scope, location, permissions } }) => {
      return {
        permissions: formatPermissions(permissions),
        role: rolesAt(scope, location)[0] ?? 'viewer',
      };
    },
  });
};
