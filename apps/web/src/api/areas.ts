import {
  areaGroupSchema,
  areaSchema,
  deletedSchema,
  type AreaCreateRequest,
  type AreaGroupRequest,
  type AreaUpdateRequest,
} from '@footfall/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const id = encodeURIComponent;

/** GET system/locations/{id}/areas; `enabled: false` asks nothing (e.g. without permission). */
export const useAreas = (locationId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.areas.of(locationId),
    enabled,
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${id(locationId)}/areas`), {
        schema: z.array(areaSchema),
        signal,
      }),
  });

/** GET system/locations/{id}/areagroups; `enabled: false` asks nothing. */
export const useAreaGroups = (locationId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.areaGroups.of(locationId),
    enabled,
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${id(locationId)}/areagroups`), {
        schema: z.array(areaGroupSchema),
        signal,
      }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.areas.all, queryKeys.areaGroups.all, queryKeys.locationFloorPlan.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateArea(locationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AreaCreateRequest) =>
      request(apiUrl(`system/locations/${id(locationId)}/areas`), {
        method: 'POST',
        body,
        schema: areaSchema,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateArea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ areaId, ...body }: AreaUpdateRequest & { areaId: string }) =>
      request(apiUrl(`system/areas/${id(areaId)}`), { method: 'PUT', body, schema: areaSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteArea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (areaId: string) =>
      request(apiUrl(`system/areas/${id(areaId)}`), { method: 'DELETE', schema: deletedSchema }),
    onSuccess: refresh,
  });
}

export function useCreateAreaGroup(locationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AreaGroupRequest) =>
      request(apiUrl(`system/locations/${id(locationId)}/areagroups`), {
        method: 'POST',
        body,
        schema: areaGroupSchema,
      }),
    onSuccess: refresh,
  });
}

export function useRenameAreaGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ groupId, ...body }: AreaGroupRequest & { groupId: string }) =>
      request(apiUrl(`system/areagroups/${id(groupId)}`), {
        method: 'PUT',
        body,
        schema: areaGroupSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteAreaGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (groupId: string) =>
      request(apiUrl(`system/areagroups/${id(groupId)}`), {
        method: 'DELETE',
        schema: deletedSchema,
      }),
    onSuccess: refresh,
  });
}
