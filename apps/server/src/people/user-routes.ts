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
import { defineRoute, idParams } from '../http/route';
import { rolesAt } from '../organisation/access';
import { locationAccess } from '../organisation/guards';
import { removeLocationRole, requireCanGrant, setLocationRole } from './grants';
import { usersWithAccess } from './location-users';
import { idIn, idOut } from '../db/ids';

const params = locationUserParams.transform((p) => ({
  id: idIn(p.id),
  userId: idIn(p.userId),
}));

export const userRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/users',
    tag: 'people',
    summary: 'The people with access to a location and their roles (needs locations_users_view)',
    auth: true,
    params: idParams,
    response: z.array(locationUserSchema),
    handler: async ({ auth, params: p }) => {
      const { location } = await locationAccess(ctx, auth, p.id, 'locations_users_view');
      return usersWithAccess(ctx, location, auth.userId);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/locations/:id/users/:userId',
    tag: 'people',
    summary: "Set a person's role on this location (needs locations_users_invite)",
    auth: true,
    params,
    body: locationUserUpdateRequestSchema,
    response: locationUserSchema,
    handler: async ({ auth, params: p, body }) => {
      const { scope, location } = await locationAccess(ctx, auth, p.id, 'locations_users_invite');
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

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/api/system/locations/:id/users/:userId',
    tag: 'people',
    summary: "Remove a person's access given on this location",
    auth: true,
    params,
    response: removedSchema,
    handler: async ({ auth, params: p }) => {
      const { scope, location } = await locationAccess(ctx, auth, p.id, 'locations_users_invite');
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
