import { reportSchema, type ReportCreateRequest, type ReportUpdateRequest } from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';

const reportsUrl = apiUrl('system/reports');
const reportUrl = (reportId: string) => apiUrl(`system/reports/${encodeURIComponent(reportId)}`);

/** GET system/reports: the corporation's saved reports. */
export const reportsQuery = () =>
  queryOptions({
    queryKey: ['reports'],
    queryFn: ({ signal }) => request(reportsUrl, { schema: z.array(reportSchema), signal }),
  });

export const useReports = () => useQuery(reportsQuery());

/** GET system/reports/{id}. */
export const reportQuery = (reportId: string) =>
  queryOptions({
    queryKey: ['reports', reportId],
    queryFn: ({ signal }) => request(reportUrl(reportId), { schema: reportSchema, signal }),
  });

export const useReport = (reportId: string) => useQuery(reportQuery(reportId));

function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['reports'] });
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
