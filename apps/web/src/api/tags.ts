import { tagSchema, type TagCreateRequest, type TagUpdateRequest } from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { locationUrl, perLocationQuery, useDelete, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const tagUrl = (tagId: string) => apiUrl(`system/tags/${encodeURIComponent(tagId)}`);

/** GET system/locations/{id}/tags: tags and door counters (a locations_tags_ permission). */
export const tagsQuery = (locationId: string) =>
  perLocationQuery(queryKeys.tags, locationId, 'tags', z.array(tagSchema));

/** enabled false: not asked for (the user lacks a locations_tags_ permission). */
export const useTags = (locationId: string, enabled = true) =>
  useQuery({ ...tagsQuery(locationId), enabled });

// The set-up checklist counts the door counters.
const tagKeys = (locationId: string) => [
  queryKeys.tags.of(locationId),
  queryKeys.checklist.of(locationId),
];

/** POST system/locations/{id}/tags. */
export const useCreateTag = (locationId: string) =>
  useInvalidatingMutation(tagKeys(locationId), (body: TagCreateRequest) =>
    request(locationUrl(locationId, 'tags'), { method: 'POST', body, schema: tagSchema }),
  );

/** PUT system/tags/{id}. */
export const useUpdateTag = (locationId: string) =>
  useInvalidatingMutation(
    tagKeys(locationId),
    ({ tagId, body }: { tagId: string; body: TagUpdateRequest }) =>
      request(tagUrl(tagId), { method: 'PUT', body, schema: tagSchema }),
  );

/** DELETE system/tags/{id}. */
export const useDeleteTag = (locationId: string) => useDelete(tagKeys(locationId), tagUrl);
