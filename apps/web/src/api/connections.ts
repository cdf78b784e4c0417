import {
  deletedSchema,
  locationConnectionsSchema,
  mqttConnectionSchema,
  type MqttConnectionRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** How often the "last message received" indicators are refreshed while the page is open. */
export const CONNECTIONS_REFRESH_MS = 10_000;

/** GET system/locations/{id}/connections: the location's ways in and when each last brought data. */
export const locationConnectionsQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.connections.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${encodeURIComponent(locationId)}/connections`), {
        schema: locationConnectionsSchema,
        signal,
      }),
  });

export const useLocationConnections = (locationId: string) =>
  useQuery({ ...locationConnectionsQuery(locationId), refetchInterval: CONNECTIONS_REFRESH_MS });

const mqttUrl = (corporationId: string) =>
  apiUrl(`system/corporations/${encodeURIComponent(corporationId)}/mqtt`);

/** PUT / DELETE system/corporations/{id}/mqtt (corporations_api_edit organisation-wide); every
 * location's view of the connection is refreshed after. */
export function useSaveMqttConnection(corporationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MqttConnectionRequest) =>
      request(mqttUrl(corporationId), { method: 'PUT', body, schema: mqttConnectionSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections.all }),
  });
}

export function useRemoveMqttConnection(corporationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(mqttUrl(corporationId), { method: 'DELETE', schema: deletedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections.all }),
  });
}
