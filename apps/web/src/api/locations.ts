import { locationSchema } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** GET v1/locations: every location the user may see. */
export const locationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.locations.all,
    queryFn: ({ signal }) =>
      request(apiUrl('v1/locations'), { schema: z.array(locationSchema), signal }),
  });

/** GET v1/locations/{id}. */
export const locationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.locations.of(id),
    queryFn: ({ signal }) =>
      request(apiUrl(`v1/locations/${encodeURIComponent(id)}`), { schema: locationSchema, signal }),
  });

export const useLocations = () => useQuery(locationsQuery());

export const useLocationById = (id: string) => useQuery(locationQuery(id));

/**
 * GET v1/locations/{id} from a shared read-only page: the HTTP client sends the page's
 * `?token=`; the token is in the key so a session's cached answer is never reused.
 */
export const sharedLocationQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: queryKeys.sharedLocation.of(token, id),
    queryFn: ({ signal }) =>
      request(apiUrl(`v1/locations/${encodeURIComponent(id)}`), { schema: locationSchema, signal }),
  });

export const useSharedLocation = (id: string, token: string) =>
  useQuery(sharedLocationQuery(id, token));
