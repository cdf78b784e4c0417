import {
  deletedSchema,
  locationConnectionsSchema,
  mqttConnectionSchema,
  type MqttConnectionRequest,
} from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { perLocationQuery, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

/** How often the "last message received" indicators are refreshed while the page is open. */
export const CONNECTIONS_REFRESH_MS = 10_000;

/** GET system/locations/{id}/connections: the location's ways in and when each last brought data. */
export const locationConnectionsQuery = (locationId: string) =>
  perLocationQuery(queryKeys.connections, locationId, 'connections', locationConnectionsSchema);

export const useLocationConnections = (locationId: string) =>
  useQuery({ ...locationConnectionsQuery(locationId), refetchInterval: CONNECTIONS_REFRESH_MS });

const mqttUrl = (corporationId: string) =>
  apiUrl(`system/corporations/${encodeURIComponent(corporationId)}/mqtt`);

/** PUT / DELETE system/corporations/{id}/mqtt (corporations_api_edit organisation-wide); every
 * location's view of the connection is refreshed after. */
export const useSaveMqttConnection = (corporationId: string) =>
  useInvalidatingMutation([queryKeys.connections.all], (body: MqttConnectionRequest) =>
    request(mqttUrl(corporationId), { method: 'PUT', body, schema: mqttConnectionSchema }),
  );

export const useRemoveMqttConnection = (corporationId: string) =>
  useInvalidatingMutation([queryKeys.connections.all], () =>
    request(mqttUrl(corporationId), { method: 'DELETE', schema: deletedSchema }),
  );
