import {
  areaGroupSchema,
  areaSchema,
  type AreaCreateRequest,
  type AreaGroupRequest,
  type AreaUpdateRequest,
} from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { locationUrl, perLocationQuery, useDelete, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const areaUrl = (areaId: string) => apiUrl(`system/areas/${encodeURIComponent(areaId)}`);
const groupUrl = (groupId: string) => apiUrl(`system/areagroups/${encodeURIComponent(groupId)}`);

/** GET system/locations/{id}/areas; `enabled: false` asks nothing (e.g. without permission). */
export const useAreas = (locationId: string, enabled = true) =>
  useQuery({
    ...perLocationQuery(queryKeys.areas, locationId, 'areas', z.array(areaSchema)),
    enabled,
  });

/** GET system/locations/{id}/areagroups; `enabled: false` asks nothing. */
export const useAreaGroups = (locationId: string, enabled = true) =>
  useQuery({
    ...perLocationQuery(queryKeys.areaGroups, locationId, 'areagroups', z.array(areaGroupSchema)),
    enabled,
  });

// An area change can move what the floor plan shows, so its view is asked again with the lists.
const AREA_KEYS = [queryKeys.areas.all, queryKeys.areaGroups.all, queryKeys.locationFloorPlan.all];

export const useCreateArea = (locationId: string) =>
  useInvalidatingMutation(AREA_KEYS, (body: AreaCreateRequest) =>
    request(locationUrl(locationId, 'areas'), { method: 'POST', body, schema: areaSchema }),
  );

export const useUpdateArea = () =>
  useInvalidatingMutation(
    AREA_KEYS,
    ({ areaId, ...body }: AreaUpdateRequest & { areaId: string }) =>
      request(areaUrl(areaId), { method: 'PUT', body, schema: areaSchema }),
  );

export const useDeleteArea = () => useDelete(AREA_KEYS, areaUrl);

export const useCreateAreaGroup = (locationId: string) =>
  useInvalidatingMutation(AREA_KEYS, (body: AreaGroupRequest) =>
    request(locationUrl(locationId, 'areagroups'), {
      method: 'POST',
      body,
      schema: areaGroupSchema,
    }),
  );

export const useRenameAreaGroup = () =>
  useInvalidatingMutation(
    AREA_KEYS,
    ({ groupId, ...body }: AreaGroupRequest & { groupId: string }) =>
      request(groupUrl(groupId), { method: 'PUT', body, schema: areaGroupSchema }),
  );

export const useDeleteAreaGroup = () => useDelete(AREA_KEYS, groupUrl);
