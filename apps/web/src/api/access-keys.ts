import { apiKeySchema, merakiReceiverSchema, shareTokenSchema } from '@footfall/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import {
  locationUrl,
  perLocationQuery,
  useCachingMutation,
  useInvalidatingMutation,
} from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/api-key: the masked key (corporations_api_view). */
export const apiKeyQuery = (locationId: string) =>
  perLocationQuery(queryKeys.apiKey, locationId, 'api-key', apiKeySchema);

export const useApiKey = (locationId: string) => useQuery(apiKeyQuery(locationId));

/**
 * PUT system/locations/{id}/api-key {"api_key": "new"}: the answer holds the new key in full,
 * once. It is not cached: the cache refetches the masked form, so the full key lives only in the
 * screen that asked for it.
 */
export const useRotateApiKey = (locationId: string) =>
  useInvalidatingMutation([apiKeyQuery(locationId).queryKey], () =>
    request(locationUrl(locationId, 'api-key'), {
      method: 'PUT',
      body: { api_key: 'new' },
      schema: apiKeySchema,
    }),
  );

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

/** GET system/locations/{id}/meraki: the Meraki receiver's post URL, validator and last post. */
export const merakiReceiverQuery = (locationId: string) =>
  perLocationQuery(queryKeys.merakiReceiver, locationId, 'meraki', merakiReceiverSchema);

export const useMerakiReceiver = (locationId: string) => useQuery(merakiReceiverQuery(locationId));

/** PUT system/locations/{id}/meraki {"validator": ...} (corporations_api_edit). */
export const useSaveMerakiValidator = (locationId: string) =>
  useCachingMutation(merakiReceiverQuery(locationId).queryKey, (validator: string) =>
    request(locationUrl(locationId, 'meraki'), {
      method: 'PUT',
      body: { validator },
      schema: merakiReceiverSchema,
    }),
  );
