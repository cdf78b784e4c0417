import { userPermissionsSchema } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/user-permissions: the user's permission string for a location. */
export const userPermissionsQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.userPermissions.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${encodeURIComponent(locationId)}/user-permissions`), {
        schema: userPermissionsSchema,
        signal,
      }),
  });

export const useUserPermissions = (locationId: string | null) =>
  useQuery({ ...userPermissionsQuery(locationId ?? ''), enabled: locationId !== null });
