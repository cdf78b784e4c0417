import { corporationSchema } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';

/** GET system/corporations: the corporations the user belongs to. */
export const corporationsQuery = () =>
  queryOptions({
    queryKey: ['corporations'],
    queryFn: ({ signal }) =>
      request(apiUrl('system/corporations'), { schema: z.array(corporationSchema), signal }),
  });

export const useCorporations = () => useQuery(corporationsQuery());
