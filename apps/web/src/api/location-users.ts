import {
  removedSchema,
  inviteResultSchema,
  locationUserSchema,
  pendingInviteSchema,
  type InviteRequest,
  type Role,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const usersUrl = (locationId: string, userId?: string) =>
  apiUrl(
    `system/locations/${encodeURIComponent(locationId)}/users` +
      (userId === undefined ? '' : `/${encodeURIComponent(userId)}`),
  );

/** GET system/locations/{id}/users: who has access and with which role (locations_users_view). */
export const locationUsersQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationUsers.of(locationId),
    queryFn: ({ signal }) =>
      request(usersUrl(locationId), { schema: z.array(locationUserSchema), signal }),
  });

export const useLocationUsers = (locationId: string, enabled: boolean) =>
  useQuery({ ...locationUsersQuery(locationId), enabled });

function useRefreshUsers(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.locationUsers.of(locationId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.locationInvites.of(locationId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.of(locationId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.checklist.of(locationId) }),
    ]);
}

/** PUT system/locations/{id}/users/{userId}: changes a role given on the location. */
export function useChangeUserRole(locationId: string) {
  const refresh = useRefreshUsers(locationId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      request(usersUrl(locationId, userId), {
        method: 'PUT',
        body: { role },
        schema: locationUserSchema,
      }),
    onSuccess: refresh,
  });
}

/** DELETE system/locations/{id}/users/{userId}: 409 when the access is inherited. */
export function useRemoveUserAccess(locationId: string) {
  const refresh = useRefreshUsers(locationId);
  return useMutation({
    mutationFn: (userId: string) =>
      request(usersUrl(locationId, userId), {
        method: 'DELETE',
        schema: removedSchema,
      }),
    onSuccess: refresh,
  });
}

const invitesUrl = (locationId: string, inviteId?: string) =>
  apiUrl(
    `system/locations/${encodeURIComponent(locationId)}/invites` +
      (inviteId === undefined ? '' : `/${encodeURIComponent(inviteId)}`),
  );

/** GET system/locations/{id}/invites: invitations not yet accepted (locations_users_view). */
export const pendingInvitesQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationInvites.of(locationId),
    queryFn: ({ signal }) =>
      request(invitesUrl(locationId), { schema: z.array(pendingInviteSchema), signal }),
  });

export const usePendingInvites = (locationId: string, enabled: boolean) =>
  useQuery({ ...pendingInvitesQuery(locationId), enabled });

/** POST system/locations/{id}/invites/{inviteId}/resend: a new link, mailed again. */
export function useResendInvite(locationId: string) {
  const refresh = useRefreshUsers(locationId);
  return useMutation({
    mutationFn: (inviteId: string) =>
      request(`${invitesUrl(locationId, inviteId)}/resend`, {
        method: 'POST',
        schema: inviteResultSchema,
      }),
    onSuccess: refresh,
  });
}

/** DELETE system/locations/{id}/invites/{inviteId}: the invitation's link stops working. */
export function useRevokeInvite(locationId: string) {
  const refresh = useRefreshUsers(locationId);
  return useMutation({
    mutationFn: (inviteId: string) =>
      request(invitesUrl(locationId, inviteId), { method: 'DELETE', schema: removedSchema }),
    onSuccess: refresh,
  });
}

/** POST system/locations/{id}/invites: grants access to an account or mails an invitation. */
export function useInviteUser(locationId: string) {
  const refresh = useRefreshUsers(locationId);
  return useMutation({
    mutationFn: (body: InviteRequest) =>
      request(invitesUrl(locationId), {
        method: 'POST',
        body,
        schema: inviteResultSchema,
      }),
    onSuccess: refresh,
  });
}
