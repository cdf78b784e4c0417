import { definitionsSchema, type DefinitionsUpdateRequest } from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const definitionsUrl = (locationId: string) =>
  apiUrl(`system/locations/${encodeURIComponent(locationId)}/definitions`);

/** GET system/locations/{id}/definitions: the analytics definitions (defaults until saved). */
export const definitionsQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.definitions.of(locationId),
    queryFn: ({ signal }) =>
      request(definitionsUrl(locationId), { schema: definitionsSchema, signal }),
  });

export const useDefinitions = (locationId: string) => useQuery(definitionsQuery(locationId));

/** PUT system/locations/{id}/definitions: all ten values; answers what was stored. */
export function useUpdateDefinitions(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DefinitionsUpdateRequest) =>
      request(definitionsUrl(locationId), { method: 'PUT', body, schema: definitionsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(definitionsQuery(locationId).queryKey, saved),
  });
}
