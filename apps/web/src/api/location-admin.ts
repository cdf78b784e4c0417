import {
  locationSchema,
  timeZoneSchema,
  type LocationCreateRequest,
  type LocationUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { locationQuery } from './locations';
import { getQuery } from './endpoint';
import { queryKeys } from './query-keys';

/** POST system/locations: creates a location; the list of locations is refreshed. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationCreateRequest) =>
      request(apiUrl('system/locations'), { method: 'POST', body, schema: locationSchema }),
    onSuccess: (location) => {
      queryClient.setQueryData(locationQuery(location.id).queryKey, location);
      return queryClient.invalidateQueries({ queryKey: queryKeys.locations.all, exact: true });
    },
  });
}

/** PUT system/locations/{id}: the answer replaces the cached location. */
export function useUpdateLocation(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationUpdateRequest) =>
      request(apiUrl(`system/locations/${encodeURIComponent(locationId)}`), {
        method: 'PUT',
        body,
        schema: locationSchema,
      }),
    onSuccess: (location) => {
      queryClient.setQueryData(locationQuery(location.id).queryKey, location);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.checklist.of(locationId) }),
      ]);
    },
  });
}

/** GET system/timezones: the IANA zones with their current UTC offset. */
export const timeZonesQuery = () =>
  queryOptions({
    ...getQuery(queryKeys.timezones.all, apiUrl('system/timezones'), z.array(timeZoneSchema)),
    // The list only changes with the server's time zone database.
    staleTime: Infinity,
  });

export const useTimeZones = () => useQuery(timeZonesQuery());
