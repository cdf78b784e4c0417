import {
  deletedSchema,
  tagSchema,
  type TagCreateRequest,
  type TagUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const tagsUrl = (locationId: string) =>
  apiUrl(`system/locations/${encodeURIComponent(locationId)}/tags`);
const tagUrl = (tagId: string) => apiUrl(`system/tags/${encodeURIComponent(tagId)}`);

/** GET system/locations/{id}/tags: tags and door counters (a locations_tags_ permission). */
export const tagsQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.tags.of(locationId),
    queryFn: ({ signal }) => request(tagsUrl(locationId), { schema: z.array(tagSchema), signal }),
  });

/** enabled false: not asked for (the user lacks a locations_tags_ permission). */
export const useTags = (locationId: string, enabled = true) =>
  useQuery({ ...tagsQuery(locationId), enabled });

function useRefreshTags(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tags.of(locationId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.checklist.of(locationId) }),
    ]);
}

/** POST system/locations/{id}/tags. */
export function useCreateTag(locationId: string) {
  const refresh = useRefreshTags(locationId);
  return useMutation({
    mutationFn: (body: TagCreateRequest) =>
      request(tagsUrl(locationId), { method: 'POST', body, schema: tagSchema }),
    onSuccess: refresh,
  });
}

/** PUT system/tags/{id}. */
export function useUpdateTag(locationId: string) {
  const refresh = useRefreshTags(locationId);
  return useMutation({
    mutationFn: ({ tagId, body }: { tagId: string; body: TagUpdateRequest }) =>
      request(tagUrl(tagId), { method: 'PUT', body, schema: tagSchema }),
    onSuccess: refresh,
  });
}

/** DELETE system/tags/{id}. */
export function useDeleteTag(locationId: string) {
  const refresh = useRefreshTags(locationId);
  return useMutation({
    mutationFn: (tagId: string) =>
      request(tagUrl(tagId), { method: 'DELETE', schema: deletedSchema }),
    onSuccess: refresh,
  });
}
