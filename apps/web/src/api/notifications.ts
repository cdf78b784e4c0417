import { notificationSettingSchema, type NotificationUpdateRequest } from '@footfall/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { locationUrl, perLocationQuery } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/notifications: yours, and everyone's for a manager. */
export const notificationSettingsQuery = (locationId: string) =>
  perLocationQuery(
    queryKeys.notifications,
    locationId,
    'notifications',
    z.array(notificationSettingSchema),
  );

export const useNotificationSettings = (locationId: string) =>
  useQuery(notificationSettingsQuery(locationId));

/** PUT system/locations/{id}/notifications/{userId}: the answer replaces that user's row. */
export function useUpdateNotificationSetting(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: NotificationUpdateRequest & { userId: string }) =>
      request(locationUrl(locationId, 'notifications', userId), {
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
