import { locationSchema } from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiUrl } from '../lib/http/urls';
import { getQuery } from './endpoint';
import { queryKeys } from './query-keys';

const locationByIdUrl = (id: string) => apiUrl(`v1/locations/${encodeURIComponent(id)}`);

/** GET v1/locations: every location the user may see. */
export const locationsQuery = () =>
  getQuery(queryKeys.locations.all, apiUrl('v1/locations'), z.array(locationSchema));

/** GET v1/locations/{id}. */
export const locationQuery = (id: string) =>
  getQuery(queryKeys.locations.of(id), locationByIdUrl(id), locationSchema);

export const useLocations = () => useQuery(locationsQuery());

export const useLocationById = (id: string) => useQuery(locationQuery(id));

/**
 * GET v1/locations/{id} from a shared read-only page: the HTTP client sends the page's
 * `?token=`; the token is in the key so a session's cached answer is never reused.
 */
export const sharedLocationQuery = (id: string, token: string) =>
  getQuery(queryKeys.sharedLocation.of(token, id), locationByIdUrl(id), locationSchema);

export const useSharedLocation = (id: string, token: string) =>
  useQuery(sharedLocationQuery(id, token));
