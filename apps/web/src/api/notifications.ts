import { notificationSettingSchema, type NotificationUpdateRequest } from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const settingsUrl = (locationId: string, userId?: string) =>
  apiUrl(
    `system/locations/${encodeURIComponent(locationId)}/notifications` +
      (userId === undefined ? '' : `/${encodeURIComponent(userId)}`),
  );

/** GET system/locations/{id}/notifications: yours, and everyone's for a manager. */
export const notificationSettingsQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.of(locationId),
    queryFn: ({ signal }) =>
      request(settingsUrl(locationId), { schema: z.array(notificationSettingSchema), signal }),
  });

export const useNotificationSettings = (locationId: string) =>
  useQuery(notificationSettingsQuery(locationId));

/** PUT system/locations/{id}/notifications/{userId}: the answer replaces that user's row. */
export function useUpdateNotificationSetting(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: NotificationUpdateRequest & { userId: string }) =>
      request(settingsUrl(locationId, userId), {
        method: 'PUT',
        body,
        schema: notificationSettingSchema,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationSettingsQuery(locationId).queryKey, (rows) =>
        rows?.map((row) => (row.user_id === saved.user_id ? saved : row)),
      ),
  });
}
