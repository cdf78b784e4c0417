import { corporationSchema } from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiUrl } from '../lib/http/urls';
import { getQuery } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/corporations: the corporations the user belongs to. */
export const corporationsQuery = () =>
  getQuery(queryKeys.corporations.all, apiUrl('system/corporations'), z.array(corporationSchema));

export const useCorporations = () => useQuery(corporationsQuery());
