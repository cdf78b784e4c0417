// The invitations waiting for their invitee, under "People with access": list, send again, revoke.
import {
  inviteResultSchema,
  pendingInviteParams,
  pendingInviteSchema,
  removedSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { defineRoute, idParams } from '../http/route';
import { rolesAt } from '../organisation/access';
import { locationAccess } from '../organisation/guards';
import { requireCanGrant } from './grants';
import { pendingInvites, resendInvite, revokeInvite, waitingInvite } from './pending-invites';
import { idIn } from '../db/ids';

const params = pendingInviteParams.transform((p) => ({
  id: idIn(p.id),
  inviteId: idIn(p.inviteId),
}));

export const pendingInviteRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/invites',
    tag: 'people',
    summary: 'Invitations not yet accepted, newest first (needs locations_users_view)',
    auth: true,
    params: idParams,
    response: z.array(pendingInviteSchema),
    handler: async ({ auth, params: p }) => {
      const { location } = await locationAccess(ctx, auth, p.id, 'locations_users_view');
      return pendingInvites(ctx, location.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/system/locations/:id/invites/:inviteId/resend',
    tag: 'people',
    summary: 'Mail an invitation again with a new link (needs locations_users_invite)',
    auth: true,
    params,
    response: inviteResultSchema,
    handler: async ({ auth, params: p }) => {
      const { scope, location } = await locationAccess(ctx, auth, p.id, 'locations_users_invite');
      const invite = await waitingInvite(ctx, location.id, p.inviteId);
      requireCanGrant(rolesAt(scope, location), invite.role);
      return resendInvite(
        ctx,
        invite,
        {
          locationName: location.name ?? 'N/A',
          corporationName: scope.corporations.get(location.corporationId)?.name ?? '',
        },
        auth.userId,
      );
    },
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/api/system/locations/:id/invites/:inviteId',
    tag: 'people',
    summary: 'Revoke an invitation: its link stops working (needs locations_users_invite)',
    auth: true,
    params,
    response: removedSchema,
    handler: async ({ auth, params: p }) => {
      const { location } = await locationAccess(ctx, auth, p.id, 'locations_users_invite');
      await revokeInvite(ctx, location.id, p.inviteId);
      return { removed: true };
    },
  });
};
