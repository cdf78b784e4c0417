import {
  floorPlanSchema,
  locationFloorPlanSchema,
  type FloorPlanCreateRequest,
  type FloorPlanUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const id = encodeURIComponent;

/** GET system/locations/{id}/floorplans. */
export const floorPlansQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.floorPlans.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${id(locationId)}/floorplans`), {
        schema: z.array(floorPlanSchema),
        signal,
      }),
  });
export const useFloorPlans = (locationId: string) => useQuery(floorPlansQuery(locationId));

/** GET system/floorplans/{id}. */
export const useFloorPlan = (floorPlanId: string) =>
  useQuery({
    queryKey: queryKeys.floorPlan.of(floorPlanId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/floorplans/${id(floorPlanId)}`), { schema: floorPlanSchema, signal }),
  });

/** GET v1/locations/{id}/floor-plan: the first floor plan with its placed gateways and door counters. */
export const locationFloorPlanQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationFloorPlan.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`v1/locations/${id(locationId)}/floor-plan`), {
        schema: locationFloorPlanSchema,
        signal,
      }),
  });
export const useLocationFloorPlan = (locationId: string) =>
  useQuery(locationFloorPlanQuery(locationId));

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.floorPlans.all, queryKeys.floorPlan.all, queryKeys.locationFloorPlan.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST system/locations/{id}/floorplans. */
export function useCreateFloorPlan(locationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FloorPlanCreateRequest) =>
      request(apiUrl(`system/locations/${id(locationId)}/floorplans`), {
        method: 'POST',
        body,
        schema: floorPlanSchema,
      }),
    onSuccess: refresh,
  });
}

/** PUT system/floorplans/{id}: name, image, size or scale. */
export function useUpdateFloorPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ floorPlanId, ...body }: FloorPlanUpdateRequest & { floorPlanId: string }) =>
      request(apiUrl(`system/floorplans/${id(floorPlanId)}`), {
        method: 'PUT',
        body,
        schema: floorPlanSchema,
      }),
    onSuccess: refresh,
  });
}

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
export function usePlaceItem() {
  const queryClient = useQueryClient();
  const refreshPlans = useRefresh();
  const refresh = () =>
    Promise.all([
      refreshPlans(),
      ...[queryKeys.sensors.all, queryKeys.tags.all, queryKeys.checklist.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ]);
  return useMutation({
    mutationFn: ({ kind, itemId, floorPlanId, x_m, y_m }: Placement) =>
      request(apiUrl(`system/${kind === 'sensor' ? 'sensors' : 'tags'}/${id(itemId)}`), {
        method: 'PUT',
        body: { floor_plan_id: floorPlanId, x_m, y_m },
        schema: z.unknown(),
      }),
    onSuccess: refresh,
  });
}
