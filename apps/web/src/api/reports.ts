import {
  reportItemSchema,
  reportResultsSchema,
  reportSchema,
  type ReportCreateRequest,
  type ReportItemRequest,
  type ReportUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const reportsUrl = apiUrl('system/reports');
const reportUrl = (reportId: string) => apiUrl(`system/reports/${encodeURIComponent(reportId)}`);

/** GET system/reports: the corporation's saved reports. */
export const reportsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reports.all,
    queryFn: ({ signal }) => request(reportsUrl, { schema: z.array(reportSchema), signal }),
  });

export const useReports = () => useQuery(reportsQuery());

/** GET system/reports/{id}. */
export const reportQuery = (reportId: string) =>
  queryOptions({
    queryKey: queryKeys.reports.of(reportId),
    queryFn: ({ signal }) => request(reportUrl(reportId), { schema: reportSchema, signal }),
  });

export const useReport = (reportId: string) => useQuery(reportQuery(reportId));

function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
}

/** POST system/reports (also used to duplicate one). */
export function useCreateReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: (body: ReportCreateRequest) =>
      request(reportsUrl, { method: 'POST', body, schema: reportSchema }),
    onSuccess: refresh,
  });
}

/** PUT system/reports/{id}: replaces the whole report. */
export function useUpdateReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: ReportUpdateRequest }) =>
      request(reportUrl(reportId), { method: 'PUT', body, schema: reportSchema }),
    onSuccess: refresh,
  });
}

/** DELETE system/reports/{id}. */
export function useDeleteReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: (reportId: string) =>
      request(reportUrl(reportId), { method: 'DELETE', schema: z.unknown() }),
    onSuccess: refresh,
  });
}

const itemsUrl = (reportId: string) => `${reportUrl(reportId)}/items`;

/** GET system/reports/{id}/items: the per-location metric overrides. */
export const reportItemsQuery = (reportId: string) =>
  queryOptions({
    queryKey: queryKeys.reports.of(reportId, 'items'),
    queryFn: ({ signal }) =>
      request(itemsUrl(reportId), { schema: z.array(reportItemSchema), signal }),
  });

export const useReportItems = (reportId: string) => useQuery(reportItemsQuery(reportId));

/** POST system/reports/{id}/items (a new override) or PUT system/reportitems/{id} (a change). */
export function useSaveReportItem(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string | null; body: ReportItemRequest }) =>
      itemId === null
        ? request(itemsUrl(reportId), { method: 'POST', body, schema: reportItemSchema })
        : request(apiUrl(`system/reportitems/${encodeURIComponent(itemId)}`), {
            method: 'PUT',
            body,
            schema: reportItemSchema,
          }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reports.of(reportId, 'items') }),
  });
}

/** DELETE system/reportitems/{id}: the location follows the report's metrics again. */
export function useDeleteReportItem(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      request(apiUrl(`system/reportitems/${encodeURIComponent(itemId)}`), {
        method: 'DELETE',
        schema: z.unknown(),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reports.of(reportId, 'items') }),
  });
}

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
