import { locationSchema } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';

/** GET v1/locations: every location the user may see. */
export const locationsQuery = () =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: ({ signal }) =>
      request(apiUrl('v1/locations'), { schema: z.array(locationSchema), signal }),
  });

/** GET v1/locations/{id}. */
export const locationQuery = (id: string) =>
  queryOptions({
    queryKey: ['locations', id],
    queryFn: ({ signal }) =>
      request(apiUrl(`v1/locations/${encodeURIComponent(id)}`), { schema: locationSchema, signal }),
  });

export const useLocations = () => useQuery(locationsQuery());

export const useLocationById = (id: string) => useQuery(locationQuery(id));
