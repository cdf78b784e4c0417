import { definitionsSchema, type DefinitionsUpdateRequest } from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { locationUrl, perLocationQuery, useCachingMutation } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/definitions: the analytics definitions (defaults until saved). */
export const definitionsQuery = (locationId: string) =>
  perLocationQuery(queryKeys.definitions, locationId, 'definitions', definitionsSchema);

export const useDefinitions = (locationId: string) => useQuery(definitionsQuery(locationId));

/** PUT system/locations/{id}/definitions: all ten values; answers what was stored. */
export const useUpdateDefinitions = (locationId: string) =>
  useCachingMutation(definitionsQuery(locationId).queryKey, (body: DefinitionsUpdateRequest) =>
    request(locationUrl(locationId, 'definitions'), {
      method: 'PUT',
      body,
      schema: definitionsSchema,
    }),
  );
