import {
  areaSchema,
  hardwareImportResultSchema,
  sensorSchema,
  type HardwareImportRequest,
  type SensorCreateRequest,
  type SensorUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const sensorsUrl = (locationId: string) =>
  apiUrl(`system/locations/${encodeURIComponent(locationId)}/sensors`);

/** GET system/locations/{id}/sensors: the location's gateways (a locations_sensors_ permission). */
export const sensorsQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.sensors.of(locationId),
    queryFn: ({ signal }) =>
      request(sensorsUrl(locationId), { schema: z.array(sensorSchema), signal }),
  });

/** enabled false: not asked for (the user lacks a locations_sensors_ permission). */
export const useSensors = (locationId: string, enabled = true) =>
  useQuery({ ...sensorsQuery(locationId), enabled });

function useRefreshSensors(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.sensors.of(locationId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.checklist.of(locationId) }),
    ]);
}

/** POST system/locations/{id}/sensors: connects a serial of the corporation or registers it. */
export function useAddSensor(locationId: string) {
  const refresh = useRefreshSensors(locationId);
  return useMutation({
    mutationFn: (body: SensorCreateRequest) =>
      request(sensorsUrl(locationId), { method: 'POST', body, schema: sensorSchema }),
    onSuccess: refresh,
  });
}

/** PUT system/sensors/{id}. */
export function useUpdateSensor(locationId: string) {
  const refresh = useRefreshSensors(locationId);
  return useMutation({
    mutationFn: ({ sensorId, body }: { sensorId: string; body: SensorUpdateRequest }) =>
      request(apiUrl(`system/sensors/${encodeURIComponent(sensorId)}`), {
        method: 'PUT',
        body,
        schema: sensorSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST system/locations/{id}/sensors/import: dry_run true previews, false imports. */
export function useHardwareImport(locationId: string) {
  const refresh = useRefreshSensors(locationId);
  return useMutation({
    mutationFn: (body: HardwareImportRequest) =>
      request(`${sensorsUrl(locationId)}/import`, {
        method: 'POST',
        body,
        schema: hardwareImportResultSchema,
      }),
    onSuccess: (result) => (result.dry_run ? undefined : refresh()),
  });
}

/**
 * GET system/locations/{id}/areas, for naming a sensor's area and choosing one; only asked for
 * when the user may read areas.
 */
export const sensorAreasQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.sensorAreas.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${encodeURIComponent(locationId)}/areas`), {
        schema: z.array(areaSchema),
        signal,
      }),
  });

export const useSensorAreas = (locationId: string, enabled: boolean) =>
  useQuery({ ...sensorAreasQuery(locationId), enabled });
