import { userPermissionsSchema } from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { perLocationQuery } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/user-permissions: the user's permission string for a location. */
export const userPermissionsQuery = (locationId: string) =>
  perLocationQuery(
    queryKeys.userPermissions,
    locationId,
    'user-permissions',
    userPermissionsSchema,
  );

export const useUserPermissions = (locationId: string | null) =>
  useQuery({ ...userPermissionsQuery(locationId ?? ''), enabled: locationId !== null });
