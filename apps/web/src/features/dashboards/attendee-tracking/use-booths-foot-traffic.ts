import { footTrafficResponseSchema, type FootTrafficResponse } from '@footfall/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { analyticsKey, analyticsUrl, type AnalyticsParams } from '../../../api/analytics';
import { request } from '../../../lib/http/client';

/**
 * Each booth's foot-traffic for the same parameters, asked in parallel. The query key is the one
 * useFootTraffic uses, so a booth's own dashboard reuses the answer.
 */
export function useBoothsFootTraffic(
  boothIds: readonly string[],
  params: AnalyticsParams,
): UseQueryResult<FootTrafficResponse>[] {
  return useQueries({
    queries: boothIds.map((id) => ({
      queryKey: analyticsKey('foot-traffic', id, params),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        request(analyticsUrl('foot-traffic', id, params), {
          schema: footTrafficResponseSchema,
          signal,
        }),
    })),
  });
}
