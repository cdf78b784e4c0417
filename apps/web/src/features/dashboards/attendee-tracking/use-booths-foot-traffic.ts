import { footTrafficResponseSchema, type FootTrafficResponse } from '@footfall/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { analyticsKey, analyticsSearch, type AnalyticsParams } from '../../../api/analytics';
import { request } from '../../../lib/http/client';
import { apiUrl } from '../../../lib/http/urls';

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
        request(
          apiUrl(
            `v1/locations/${encodeURIComponent(id)}/foot-traffic`,
            analyticsSearch('foot-traffic', params),
          ),
          { schema: footTrafficResponseSchema, signal },
        ),
    })),
  });
}
