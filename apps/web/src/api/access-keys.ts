import { apiKeySchema, merakiReceiverSchema, shareTokenSchema } from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const apiKeyUrl = (locationId: string) =>
  apiUrl(`system/locations/${encodeURIComponent(locationId)}/api-key`);

/** GET system/locations/{id}/api-key: the masked key (corporations_api_view). */
export const apiKeyQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.apiKey.of(locationId),
    queryFn: ({ signal }) => request(apiKeyUrl(locationId), { schema: apiKeySchema, signal }),
  });

export const useApiKey = (locationId: string) => useQuery(apiKeyQuery(locationId));

/**
 * PUT system/locations/{id}/api-key {"api_key": "new"}: the answer holds the new key in full,
 * once. It is not cached: the cache refetches the masked form, so the full key lives only in the
 * screen that asked for it.
 */
export function useRotateApiKey(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request(apiKeyUrl(locationId), {
        method: 'PUT',
        body: { api_key: 'new' },
        schema: apiKeySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQuery(locationId).queryKey }),
  });
}

/** POST v1/locations/{id}/token: a read-only token for this location's shared views. */
export function useCreateShareToken(locationId: string) {
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      request(apiUrl(`v1/locations/${encodeURIComponent(locationId)}/token`), {
        method: 'POST',
        body: { expires_in_days: expiresInDays },
        schema: shareTokenSchema,
      }),
  });
}

const merakiUrl = (locationId: string) =>
  apiUrl(`system/locations/${encodeURIComponent(locationId)}/meraki`);

/** GET system/locations/{id}/meraki: the Meraki receiver's post URL, validator and last post. */
export const merakiReceiverQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.merakiReceiver.of(locationId),
    queryFn: ({ signal }) =>
      request(merakiUrl(locationId), { schema: merakiReceiverSchema, signal }),
  });

export const useMerakiReceiver = (locationId: string) => useQuery(merakiReceiverQuery(locationId));

/** PUT system/locations/{id}/meraki {"validator": ...} (corporations_api_edit). */
export function useSaveMerakiValidator(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (validator: string) =>
      request(merakiUrl(locationId), {
        method: 'PUT',
        body: { validator },
        schema: merakiReceiverSchema,
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(merakiReceiverQuery(locationId).queryKey, answer),
  });
}
