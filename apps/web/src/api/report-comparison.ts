import { reportComparisonSchema } from '@footfall/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** A period override of the comparison (both dates), or null for the report's own period. */
export type ComparisonPeriod = { start: string; end: string } | null;

/** GET system/reports/{id}/comparison: the report's locations compared and graded. */
export const reportComparisonQuery = (reportId: string, period: ComparisonPeriod) =>
  queryOptions({
    queryKey: queryKeys.reports.of(
      reportId,
      'comparison',
      period?.start ?? null,
      period?.end ?? null,
    ),
    queryFn: ({ signal }) =>
      request(
        apiUrl(`system/reports/${encodeURIComponent(reportId)}/comparison`, {
          start_date: period?.start,
          end_date: period?.end,
        }),
        { schema: reportComparisonSchema, signal },
      ),
  });

/** The comparison; the previous answer stays on screen while another period loads. */
export const useReportComparison = (reportId: string, period: ComparisonPeriod) =>
  useQuery({ ...reportComparisonQuery(reportId, period), placeholderData: keepPreviousData });
