import {
  floorPlanSchema,
  locationFloorPlanSchema,
  type FloorPlanCreateRequest,
  type FloorPlanUpdateRequest,
} from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { getQuery, locationUrl, perLocationQuery, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const floorPlanUrl = (floorPlanId: string) =>
  apiUrl(`system/floorplans/${encodeURIComponent(floorPlanId)}`);

/** GET system/locations/{id}/floorplans. */
export const floorPlansQuery = (locationId: string) =>
  perLocationQuery(queryKeys.floorPlans, locationId, 'floorplans', z.array(floorPlanSchema));
export const useFloorPlans = (locationId: string) => useQuery(floorPlansQuery(locationId));

/** GET system/floorplans/{id}. */
export const useFloorPlan = (floorPlanId: string) =>
  useQuery(
    getQuery(queryKeys.floorPlan.of(floorPlanId), floorPlanUrl(floorPlanId), floorPlanSchema),
  );

/** GET v1/locations/{id}/floor-plan: the first floor plan with its placed gateways and door counters. */
export const locationFloorPlanQuery = (locationId: string) =>
  getQuery(
    queryKeys.locationFloorPlan.of(locationId),
    apiUrl(`v1/locations/${encodeURIComponent(locationId)}/floor-plan`),
    locationFloorPlanSchema,
  );
export const useLocationFloorPlan = (locationId: string) =>
  useQuery(locationFloorPlanQuery(locationId));

const PLAN_KEYS = [
  queryKeys.floorPlans.all,
  queryKeys.floorPlan.all,
  queryKeys.locationFloorPlan.all,
];

/** POST system/locations/{id}/floorplans. */
export const useCreateFloorPlan = (locationId: string) =>
  useInvalidatingMutation(PLAN_KEYS, (body: FloorPlanCreateRequest) =>
    request(locationUrl(locationId, 'floorplans'), {
      method: 'POST',
      body,
      schema: floorPlanSchema,
    }),
  );

/** PUT system/floorplans/{id}: name, image, size or scale. */
export const useUpdateFloorPlan = () =>
  useInvalidatingMutation(
    PLAN_KEYS,
    ({ floorPlanId, ...body }: FloorPlanUpdateRequest & { floorPlanId: string }) =>
      request(floorPlanUrl(floorPlanId), { method: 'PUT', body, schema: floorPlanSchema }),
  );

export interface Placement {
  kind: 'sensor' | 'tag';
  itemId: string;
  floorPlanId: string;
  x_m: number;
  y_m: number;
}

/**
 * PUT system/sensors/{id} or system/tags/{id} with the new position on the floor plan; then the
 * floor plans and the sensor and tag lists (which say what is not placed yet) are asked again.
 */
export const usePlaceItem = () =>
  useInvalidatingMutation(
    [...PLAN_KEYS, queryKeys.sensors.all, queryKeys.tags.all, queryKeys.checklist.all],
    ({ kind, itemId, floorPlanId, x_m, y_m }: Placement) =>
      request(
        apiUrl(`system/${kind === 'sensor' ? 'sensors' : 'tags'}/${encodeURIComponent(itemId)}`),
        {
          method: 'PUT',
          body: { floor_plan_id: floorPlanId, x_m, y_m },
          schema: z.unknown(),
        },
      ),
  );
