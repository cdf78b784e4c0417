// The shapes the endpoint files share: a GET as query options, and mutations that refresh or
// replace what is cached. Each endpoint file says only its path, key, schema and body.
import { deletedSchema } from '@footfall/core';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';

/** `system/locations/{id}/{path}`, and `/{itemId}` after it when one is given. */
export const locationUrl = (locationId: string, path: string, itemId?: string) =>
  apiUrl(
    `system/locations/${encodeURIComponent(locationId)}/${path}` +
      (itemId === undefined ? '' : `/${encodeURIComponent(itemId)}`),
  );

/** A GET of `url` whose answer `schema` validates, cached under `queryKey`. */
export const getQuery = <T, const Key extends QueryKey>(
  queryKey: Key,
  url: string,
  schema: z.ZodType<T>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => request(url, { schema, signal }) });

/** A GET of `system/locations/{id}/{path}`, cached under the key family's entry for the location. */
export const perLocationQuery = <T, const Key extends QueryKey>(
  keys: { of: (locationId: string) => Key },
  locationId: string,
  path: string,
  schema: z.ZodType<T>,
) => getQuery(keys.of(locationId), locationUrl(locationId, path), schema);

/** Marks every query under each of the keys stale (refetching the active ones); resolves after. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A mutation after which every query under each of `keys` is asked again; it settles once they
 * are marked stale (and the active ones refetched), so a form closing on success shows new data.
 */
export function useInvalidatingMutation<Variables = void, Answer = unknown>(
  keys: readonly QueryKey[],
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn, onSuccess: () => invalidate(keys) });
}

/** DELETE of the entity at `url(id)`; `schema` validates the answer; then `keys` are refreshed. */
export const useDelete = (
  keys: readonly QueryKey[],
  url: (id: string) => string,
  schema: z.ZodType<unknown> = deletedSchema,
) => useInvalidatingMutation(keys, (id: string) => request(url(id), { method: 'DELETE', schema }));

/** A mutation whose answer is the new value of the query under `queryKey`: no refetch needed. */
export function useCachingMutation<Variables = void, Answer = unknown>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
}
