import {
  removedSchema,
  inviteResultSchema,
  locationUserSchema,
  pendingInviteSchema,
  type InviteRequest,
  type Role,
} from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { locationUrl, perLocationQuery, useDelete, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const usersUrl = (locationId: string, userId?: string) => locationUrl(locationId, 'users', userId);

/** GET system/locations/{id}/users: who has access and with which role (locations_users_view). */
export const locationUsersQuery = (locationId: string) =>
  perLocationQuery(queryKeys.locationUsers, locationId, 'users', z.array(locationUserSchema));

export const useLocationUsers = (locationId: string, enabled: boolean) =>
  useQuery({ ...locationUsersQuery(locationId), enabled });

// Who has access, who is invited, whose notification settings are listed and the set-up checklist
// all change with any of these calls.
const accessKeys = (locationId: string) => [
  queryKeys.locationUsers.of(locationId),
  queryKeys.locationInvites.of(locationId),
  queryKeys.notifications.of(locationId),
  queryKeys.checklist.of(locationId),
];

/** PUT system/locations/{id}/users/{userId}: changes a role given on the location. */
export const useChangeUserRole = (locationId: string) =>
  useInvalidatingMutation(
    accessKeys(locationId),
    ({ userId, role }: { userId: string; role: Role }) =>
      request(usersUrl(locationId, userId), {
        method: 'PUT',
        body: { role },
        schema: locationUserSchema,
      }),
  );

/** DELETE system/locations/{id}/users/{userId}: 409 when the access is inherited. */
export const useRemoveUserAccess = (locationId: string) =>
  useDelete(accessKeys(locationId), (userId) => usersUrl(locationId, userId), removedSchema);

const invitesUrl = (locationId: string, inviteId?: string) =>
  locationUrl(locationId, 'invites', inviteId);

/** GET system/locations/{id}/invites: invitations not yet accepted (locations_users_view). */
export const pendingInvitesQuery = (locationId: string) =>
  perLocationQuery(queryKeys.locationInvites, locationId, 'invites', z.array(pendingInviteSchema));

export const usePendingInvites = (locationId: string, enabled: boolean) =>
  useQuery({ ...pendingInvitesQuery(locationId), enabled });

/** POST system/locations/{id}/invites/{inviteId}/resend: a new link, mailed again. */
export const useResendInvite = (locationId: string) =>
  useInvalidatingMutation(accessKeys(locationId), (inviteId: string) =>
    request(`${invitesUrl(locationId, inviteId)}/resend`, {
      method: 'POST',
      schema: inviteResultSchema,
    }),
  );

/** DELETE system/locations/{id}/invites/{inviteId}: the invitation's link stops working. */
export const useRevokeInvite = (locationId: string) =>
  useDelete(accessKeys(locationId), (inviteId) => invitesUrl(locationId, inviteId), removedSchema);

/** POST system/locations/{id}/invites: grants access to an account or mails an invitation. */
export const useInviteUser = (locationId: string) =>
  useInvalidatingMutation(accessKeys(locationId), (body: InviteRequest) =>
    request(invitesUrl(locationId), { method: 'POST', body, schema: inviteResultSchema }),
  );
