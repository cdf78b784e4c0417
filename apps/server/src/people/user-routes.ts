// The people with access to a location: list, change a role given on the location, remove it.
import {
  locationUserParams,
  locationUserSchema,
  locationUserUpdateRequestSchema,
  removedSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError, notFound } from '../http/errors';
import { rolesAt } from '../organisation/access';
import { removeLocationRole, requireCanGrant, setLocationRole } from './grants';
import { usersWithAccess } from './location-users';
import { idOut } from '../db/ids';
import { idsIn } from '../http/route';
import { locationResource } from '../organisation/location-resource';

const params = idsIn(locationUserParams);

export const userRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'people');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/users',
    summary: 'The people with access to a location and their roles (needs locations_users_view)',
    permission: 'locations_users_view',
    response: z.array(locationUserSchema),
    handler: async ({ auth, ctx, found: { location } }) =>
      usersWithAccess(ctx, location, auth.userId),
  });

  onLocation.route({
    method: 'PUT',
    url: '/api/system/locations/:id/users/:userId',
    summary: "Set a person's role on this location (needs locations_users_invite)",
    permission: 'locations_users_invite',
    params,
    body: locationUserUpdateRequestSchema,
    response: locationUserSchema,
    handler: async ({ auth, params: p, body, ctx, found: { scope, location } }) => {
      if (p.userId === auth.userId)
        throw new ApiError('ConflictException', 'You cannot change your own role');
      requireCanGrant(rolesAt(scope, location), body.role);
      const before = await usersWithAccess(ctx, location, auth.userId);
      if (!before.some((person) => person.user_id === idOut(p.userId)))
        throw notFound('The person');
      await setLocationRole(ctx.db, {
        userId: p.userId,
        corporationId: location.corporationId,
        locationId: location.id,
        role: body.role,
      });
      const after = await usersWithAccess(ctx, location, auth.userId);
      const person = after.find((candidate) => candidate.user_id === idOut(p.userId));
      if (!person) throw notFound('The person');
      return person;
    },
  });

  onLocation.route({
    method: 'DELETE',
    url: '/api/system/locations/:id/users/:userId',
    summary: "Remove a person's access given on this location",
    permission: 'locations_users_invite',
    params,
    response: removedSchema,
    handler: async ({ auth, params: p, ctx, found: { scope, location } }) => {
      if (p.userId === auth.userId)
        throw new ApiError('ConflictException', 'You cannot remove your own access');
      const person = (await usersWithAccess(ctx, location, auth.userId)).find(
        (c) => c.user_id === idOut(p.userId),
      );
      if (!person) throw notFound('The person');
      if (person.source !== 'location') {
        throw new ApiError(
          'ConflictException',
          `This access comes from the ${person.source === 'corporation' ? 'organisation' : 'folder'}; change it there`,
        );
      }
      requireCanGrant(rolesAt(scope, location), person.role);
      await removeLocationRole(ctx.db, p.userId, location.id);
      return { removed: true };
    },
  });
};
