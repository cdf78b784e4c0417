import { corporationSchema } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** GET system/corporations: the corporations the user belongs to. */
export const corporationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.corporations.all,
    queryFn: ({ signal }) =>
      request(apiUrl('system/corporations'), { schema: z.array(corporationSchema), signal }),
  });

export const useCorporations = () => useQuery(corporationsQuery());
