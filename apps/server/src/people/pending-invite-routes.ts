// The invitations waiting for their invitee, under "People with access": list, send again, revoke.
import {
  inviteResultSchema,
  pendingInviteParams,
  pendingInviteSchema,
  removedSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { rolesAt } from '../organisation/access';
import { requireCanGrant } from './grants';
import { pendingInvites, resendInvite, revokeInvite, waitingInvite } from './pending-invites';
import { idsIn } from '../http/route';
import { locationResource } from '../organisation/location-resource';

const params = idsIn(pendingInviteParams);

export const pendingInviteRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'people');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/invites',
    summary: 'Invitations not yet accepted, newest first (needs locations_users_view)',
    permission: 'locations_users_view',
    response: z.array(pendingInviteSchema),
    handler: async ({ ctx, found: { location } }) => pendingInvites(ctx, location.id),
  });

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/invites/:inviteId/resend',
    summary: 'Mail an invitation again with a new link (needs locations_users_invite)',
    permission: 'locations_users_invite',
    params,
    response: inviteResultSchema,
    handler: async ({ auth, params: p, ctx, found: { scope, location } }) => {
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

  onLocation.route({
    method: 'DELETE',
    url: '/api/system/locations/:id/invites/:inviteId',
    summary: 'Revoke an invitation: its link stops working (needs locations_users_invite)',
    permission: 'locations_users_invite',
    params,
    response: removedSchema,
    handler: async ({ params: p, ctx, found: { location } }) => {
      await revokeInvite(ctx, location.id, p.inviteId);
      return { removed: true };
    },
  });
};
