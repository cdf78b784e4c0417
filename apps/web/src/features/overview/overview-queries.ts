// The foot-traffic and door-counter queries of every listed location, under the same keys as the
// dashboards' useFootTraffic/useDoorCounter (so an opened dashboard finds its answer cached), a
// few at a time.
import {
  doorCounterResponseSchema,
  footTrafficResponseSchema,
  type DoorCounterResponse,
  type FootTrafficResponse,
} from '@footfall/core';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  analyticsKey,
  fetchAnalytics,
  type AnalyticsEndpoint,
  type AnalyticsParams,
} from '../../api/analytics';
import { createLimiter } from './request-limiter';

/** Requests in flight at once for the whole table: enough to fill it quickly, few enough to
 * leave the browser's six connections per host for the rest of the page. */
const MAX_PARALLEL = 4;
const limit = createLimiter(MAX_PARALLEL);

function limitedQuery<T>(
  endpoint: AnalyticsEndpoint,
  schema: z.ZodType<T>,
  locationId: string,
  params: AnalyticsParams,
) {
  return queryOptions({
    queryKey: analyticsKey(endpoint, locationId, params),
    queryFn: ({ signal }) =>
      limit(() => fetchAnalytics(endpoint, schema, locationId, params, signal), signal),
  });
}

export const footTrafficQuery = (locationId: string, params: AnalyticsParams) =>
  limitedQuery<FootTrafficResponse>('foot-traffic', footTrafficResponseSchema, locationId, params);

export const doorCounterQuery = (locationId: string, params: AnalyticsParams) =>
  limitedQuery<DoorCounterResponse>('door-counter', doorCounterResponseSchema, locationId, params);
