import {
  areaSchema,
  hardwareImportResultSchema,
  sensorSchema,
  type HardwareImportRequest,
  type SensorCreateRequest,
  type SensorUpdateRequest,
} from '@footfall/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { locationUrl, perLocationQuery, useInvalidate, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const sensorsUrl = (locationId: string) => locationUrl(locationId, 'sensors');

/** GET system/locations/{id}/sensors: the location's gateways (a locations_sensors_ permission). */
export const sensorsQuery = (locationId: string) =>
  perLocationQuery(queryKeys.sensors, locationId, 'sensors', z.array(sensorSchema));

/** enabled false: not asked for (the user lacks a locations_sensors_ permission). */
export const useSensors = (locationId: string, enabled = true) =>
  useQuery({ ...sensorsQuery(locationId), enabled });

// The set-up checklist counts the gateways.
const sensorKeys = (locationId: string) => [
  queryKeys.sensors.of(locationId),
  queryKeys.checklist.of(locationId),
];

/** POST system/locations/{id}/sensors: connects a serial of the corporation or registers it. */
export const useAddSensor = (locationId: string) =>
  useInvalidatingMutation(sensorKeys(locationId), (body: SensorCreateRequest) =>
    request(sensorsUrl(locationId), { method: 'POST', body, schema: sensorSchema }),
  );

/** PUT system/sensors/{id}. */
export const useUpdateSensor = (locationId: string) =>
  useInvalidatingMutation(
    sensorKeys(locationId),
    ({ sensorId, body }: { sensorId: string; body: SensorUpdateRequest }) =>
      request(apiUrl(`system/sensors/${encodeURIComponent(sensorId)}`), {
        method: 'PUT',
        body,
        schema: sensorSchema,
      }),
  );

/** POST system/locations/{id}/sensors/import: dry_run true previews, false imports. */
export function useHardwareImport(locationId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: HardwareImportRequest) =>
      request(`${sensorsUrl(locationId)}/import`, {
        method: 'POST',
        body,
        schema: hardwareImportResultSchema,
      }),
    onSuccess: (result) => (result.dry_run ? undefined : invalidate(sensorKeys(locationId))),
  });
}

/**
 * GET system/locations/{id}/areas, for naming a sensor's area and choosing one; only asked for
 * when the user may read areas.
 */
export const sensorAreasQuery = (locationId: string) =>
  perLocationQuery(queryKeys.sensorAreas, locationId, 'areas', z.array(areaSchema));

export const useSensorAreas = (locationId: string, enabled: boolean) =>
  useQuery({ ...sensorAreasQuery(locationId), enabled });
