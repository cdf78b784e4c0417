import type { FootTrafficResponse } from '@footfall/core';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { footTrafficQuery, type AnalyticsParams } from '../../../api/analytics';

/**
 * Each booth's foot-traffic for the same parameters, asked in parallel. The query is the one
 * useFootTraffic uses, so a booth's own dashboard reuses the answer.
 */
export function useBoothsFootTraffic(
  boothIds: readonly string[],
  params: AnalyticsParams,
): UseQueryResult<FootTrafficResponse>[] {
  return useQueries({ queries: boothIds.map((id) => footTrafficQuery(id, params)) });
}
