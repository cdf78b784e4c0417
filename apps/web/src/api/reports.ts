import {
  reportItemSchema,
  reportResultsSchema,
  reportSchema,
  type ReportCreateRequest,
  type ReportItemRequest,
  type ReportUpdateRequest,
} from '@footfall/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { getQuery, useDelete, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const reportsUrl = apiUrl('system/reports');
const reportUrl = (reportId: string) => apiUrl(`system/reports/${encodeURIComponent(reportId)}`);

/** GET system/reports: the corporation's saved reports. */
export const reportsQuery = () =>
  getQuery(queryKeys.reports.all, reportsUrl, z.array(reportSchema));

export const useReports = () => useQuery(reportsQuery());

/** GET system/reports/{id}. */
export const reportQuery = (reportId: string) =>
  getQuery(queryKeys.reports.of(reportId), reportUrl(reportId), reportSchema);

export const useReport = (reportId: string) => useQuery(reportQuery(reportId));

const REPORT_KEYS = [queryKeys.reports.all];

/** POST system/reports (also used to duplicate one). */
export const useCreateReport = () =>
  useInvalidatingMutation(REPORT_KEYS, (body: ReportCreateRequest) =>
    request(reportsUrl, { method: 'POST', body, schema: reportSchema }),
  );

/** PUT system/reports/{id}: replaces the whole report. */
export const useUpdateReport = () =>
  useInvalidatingMutation(
    REPORT_KEYS,
    ({ reportId, body }: { reportId: string; body: ReportUpdateRequest }) =>
      request(reportUrl(reportId), { method: 'PUT', body, schema: reportSchema }),
  );

/** DELETE system/reports/{id}. */
export const useDeleteReport = () => useDelete(REPORT_KEYS, reportUrl, z.unknown());

const itemsUrl = (reportId: string) => `${reportUrl(reportId)}/items`;

/** GET system/reports/{id}/items: the per-location metric overrides. */
export const reportItemsQuery = (reportId: string) =>
  getQuery(queryKeys.reports.of(reportId, 'items'), itemsUrl(reportId), z.array(reportItemSchema));

export const useReportItems = (reportId: string) => useQuery(reportItemsQuery(reportId));

const reportItemUrl = (itemId: string) =>
  apiUrl(`system/reportitems/${encodeURIComponent(itemId)}`);

/** POST system/reports/{id}/items (a new override) or PUT system/reportitems/{id} (a change). */
export const useSaveReportItem = (reportId: string) =>
  useInvalidatingMutation(
    [queryKeys.reports.of(reportId, 'items')],
    ({ itemId, body }: { itemId: string | null; body: ReportItemRequest }) =>
      itemId === null
        ? request(itemsUrl(reportId), { method: 'POST', body, schema: reportItemSchema })
        : request(reportItemUrl(itemId), { method: 'PUT', body, schema: reportItemSchema }),
  );

/** DELETE system/reportitems/{id}: the location follows the report's metrics again. */
export const useDeleteReportItem = (reportId: string) =>
  useDelete([queryKeys.reports.of(reportId, 'items')], reportItemUrl, z.unknown());

/**
 * GET system/reports/{id}/results: runs the report (the server stores the run), so it is never
 * reused from cache. Its key sits outside ['reports'] on purpose: the list is refreshed after every
 * run (its last run and status change), and that refresh must not run the report again.
 */
export function useReportResults(reportId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.reportResults.of(reportId),
    queryFn: async ({ signal }) => {
      try {
        return await request(`${reportUrl(reportId)}/results`, {
          schema: reportResultsSchema,
          signal,
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
      }
    },
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
