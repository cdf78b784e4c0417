import {
  connectivityResponseSchema,
  doorCounterResponseSchema,
  dwellAreasResponseSchema,
  dwellGroupAreasResponseSchema,
  footTrafficResponseSchema,
  heatmapPageSchema,
  interactionsResponseSchema,
  profileQualifiersResponseSchema,
  scoresResponseSchema,
  visitDurationResponseSchema,
  type Granularity,
  type HeatmapPage,
} from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request, requestPage, type Page } from '../lib/http/client';
import { apiUrl, type QueryParams } from '../lib/http/urls';
import { pageToken } from '../lib/session/session-store';
import { mergeHeatmapPages, nextPageUrl } from './heatmap-pages';

export { useLiveSnapshot, type LiveConnection, type LiveSnapshotState } from './live-snapshot';

/**
 * The query parameters of the analytics endpoints (docs/analytics-api.md), as the dashboards'
 * `toAnalyticsQuery(filters)` builds them. Flags are sent as `1` only when set.
 */
export interface AnalyticsParams {
  start_date: string;
  end_date: string;
  granularity: Granularity;
  /** One area of the location; null or absent for the whole location. */
  area_id?: string | null;
  /** foot-traffic and door-counter: add the comparison range. */
  compare?: boolean;
  /** Only the hours flagged as business hours. */
  business_hours?: boolean;
  /** heatmap only: one local wall-clock hour (0-23) of each day (the time slider). */
  hour?: number | null;
}

export interface AnalyticsOptions {
  /** `false` asks nothing (e.g. a metric the tier does not offer, or no permission). */
  enabled?: boolean;
}

type ParamName = keyof AnalyticsParams;

const ALL: readonly ParamName[] = [
  'start_date',
  'end_date',
  'granularity',
  'area_id',
  'compare',
  'business_hours',
];
const without = (...names: ParamName[]) => ALL.filter((name) => !names.includes(name));

// The parameters each endpoint reads (the API ignores the others): only those go into the URL and
// the query key, so e.g. toggling "compare" does not refetch the dwell figures.
const ENDPOINT_PARAMS = {
  'foot-traffic': ALL,
  'door-counter': without('area_id'),
  'dwell-areas': without('compare'),
  'dwell-group-areas': without('compare', 'area_id'),
  'visit-duration': without('compare'),
  heatmap: [...without('compare', 'area_id'), 'hour'],
  interactions: without('compare'),
  scores: without('compare', 'area_id'),
  connectivity: without('compare'),
  'profile-qualifiers': without('compare', 'area_id'),
} as const satisfies Record<string, readonly ParamName[]>;

export type AnalyticsEndpoint = keyof typeof ENDPOINT_PARAMS;

/** The URL query of one endpoint: only the parameters it reads, flags as `1`. */
export function analyticsSearch(endpoint: AnalyticsEndpoint, params: AnalyticsParams): QueryParams {
  const query: QueryParams = {};
  for (const name of ENDPOINT_PARAMS[endpoint]) {
    const value = params[name];
    if (value === undefined || value === null || value === false || value === '') continue;
    query[name] = value === true ? '1' : value;
  }
  return query;
}

/** Every analytics query starts with this key (invalidate it to refresh every dashboard). */
export const ANALYTICS_KEY = 'analytics';

/** Matches every analytics answer cached for one location (to refresh them all at once). */
export const locationAnalytics = (locationId: string) => ({
  predicate: (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] === ANALYTICS_KEY && query.queryKey[2] === locationId,
});

/** The key of one endpoint's answer; a shared page's token is in it so answers never mix. */
export const analyticsKey = (
  endpoint: AnalyticsEndpoint,
  locationId: string,
  params: AnalyticsParams,
) => [ANALYTICS_KEY, endpoint, locationId, analyticsSearch(endpoint, params), pageToken()] as const;

/** The URL of one endpoint's answer (also for callers that build their own queries). */
export const analyticsUrl = (
  endpoint: AnalyticsEndpoint,
  locationId: string,
  params: AnalyticsParams,
) =>
  apiUrl(
    `v1/locations/${encodeURIComponent(locationId)}/${endpoint}`,
    analyticsSearch(endpoint, params),
  );

/** When a fetch runs: at once by default; the overview runs its table's a few at a time. */
export type FetchScheduler = <R>(fetchAnswer: () => Promise<R>, signal: AbortSignal) => Promise<R>;
const atOnce: FetchScheduler = (fetchAnswer) => fetchAnswer();

/** One endpoint's query: its key and how to fetch it (hooks, useQueries and the overview). */
export function analyticsQuery<T>(
  endpoint: AnalyticsEndpoint,
  schema: z.ZodType<T>,
  locationId: string,
  params: AnalyticsParams,
  schedule: FetchScheduler = atOnce,
) {
  return queryOptions({
    queryKey: analyticsKey(endpoint, locationId, params),
    queryFn: ({ signal }) =>
      schedule(
        () => request(analyticsUrl(endpoint, locationId, params), { schema, signal }),
        signal,
      ),
  });
}

/** One endpoint's query options, for callers that run several (useQueries, the overview). */
const endpointQuery =
  <T>(endpoint: AnalyticsEndpoint, schema: z.ZodType<T>) =>
  (locationId: string, params: AnalyticsParams, schedule?: FetchScheduler) =>
    analyticsQuery(endpoint, schema, locationId, params, schedule);

export const footTrafficQuery = endpointQuery('foot-traffic', footTrafficResponseSchema);
export const doorCounterQuery = endpointQuery('door-counter', doorCounterResponseSchema);

/** One endpoint's hook: nothing is asked without a location or when `enabled` is false. */
function endpointHook<T>(endpoint: AnalyticsEndpoint, schema: z.ZodType<T>) {
  return function useEndpoint(
    locationId: string,
    params: AnalyticsParams,
    options: AnalyticsOptions = {},
  ) {
    return useQuery({
      ...analyticsQuery(endpoint, schema, locationId, params),
      enabled: (options.enabled ?? true) && locationId !== '',
    });
  };
}

/** GET v1/locations/{id}/foot-traffic: visitors, walk-bys, rates, dwell, busiest hours. */
export const useFootTraffic = endpointHook('foot-traffic', footTrafficResponseSchema);

/** GET v1/locations/{id}/door-counter: walk-ins, walk-outs, traffic, occupancy. */
export const useDoorCounter = endpointHook('door-counter', doorCounterResponseSchema);

/** GET v1/locations/{id}/dwell-areas: visitors and dwell per area. */
export const useDwellAreas = endpointHook('dwell-areas', dwellAreasResponseSchema);

/** GET v1/locations/{id}/dwell-group-areas: visitors and dwell per area group. */
export const useDwellGroupAreas = endpointHook('dwell-group-areas', dwellGroupAreasResponseSchema);

/** GET v1/locations/{id}/visit-duration: visits by duration bin, mean and median. */
export const useVisitDuration = endpointHook('visit-duration', visitDurationResponseSchema);

/** GET v1/locations/{id}/interactions: area-to-area transitions (the customer journey). */
export const useInteractions = endpointHook('interactions', interactionsResponseSchema);

/** GET v1/locations/{id}/scores: attraction, engagement, dwell and FQV graded among peers. */
export const useScores = endpointHook('scores', scoresResponseSchema);

/** GET v1/locations/{id}/connectivity: every gateway's state, uptime and gaps. */
export const useConnectivity = endpointHook('connectivity', connectivityResponseSchema);

/** GET v1/locations/{id}/profile-qualifiers: new and returning visitors, visit frequency. */
export const useProfileQualifiers = endpointHook(
  'profile-qualifiers',
  profileQualifiersResponseSchema,
);

/** Pages followed at most, a guard against a server that never ends (5,000 cells each). */
const MAX_HEATMAP_PAGES = 200;

/**
 * GET v1/locations/{id}/heatmap, every page: follows `next_url` to the end and answers one
 * HeatmapPage holding all the cells (mergeHeatmapPages).
 */
export const useHeatmap = (
  locationId: string,
  params: AnalyticsParams,
  options?: AnalyticsOptions,
) =>
  useQuery({
    queryKey: analyticsKey('heatmap', locationId, params),
    enabled: (options?.enabled ?? true) && locationId !== '',
    queryFn: async ({ signal }): Promise<HeatmapPage> => {
      const pages: HeatmapPage[] = [];
      const seen = new Set<string>();
      let url: string | null = analyticsUrl('heatmap', locationId, params);
      while (url !== null && !seen.has(url) && pages.length < MAX_HEATMAP_PAGES) {
        seen.add(url);
        const page: Page<HeatmapPage> = await requestPage(url, {
          schema: heatmapPageSchema,
          signal,
        });
        pages.push(page.data);
        url = page.nextUrl === null ? null : nextPageUrl(page.nextUrl);
      }
      return mergeHeatmapPages(pages);
    },
  });
