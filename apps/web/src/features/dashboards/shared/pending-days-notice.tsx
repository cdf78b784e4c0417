// Says when days a dashboard shows are still being computed (a backfill, an import or a
// definitions change the pipeline is working through), and refreshes the figures as they come:
// without it, a comparison against half-computed days reads as a real fall or rise.
import { pendingDatesIn, type DateRange } from '@footfall/core';
import { Alert, Loader, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationAnalytics } from '../../../api/analytics';
import { pipelineStatusQuery } from '../../../api/pipeline-status';
import { pageToken } from '../../../lib/session/session-store';
import { filtersComparison, type UseDashboardFilters } from './dashboard-filters';

/** How often to ask while days of the view are pending, and otherwise (new data may arrive). */
export const PENDING_POLL_MS = { pending: 5_000, idle: 60_000 } as const;

/** The pending days of the view, refreshing the location's figures each time some are done. */
export function usePendingDays(locationId: string, { filters, today }: UseDashboardFilters) {
  const queryClient = useQueryClient();
  const ranges = useMemo((): DateRange[] => {
    const shown = { start: filters.start, end: filters.end };
    return filters.compare ? [shown, filtersComparison(filters)] : [shown];
  }, [filters]);
  const status = useQuery({
    ...pipelineStatusQuery(locationId),
    // A shared read-only page has no session to ask with; it shows the figures as they are.
    enabled: pageToken() === null,
    // Another location's pending days are no placeholder for this one's.
    placeholderData: undefined,
    refetchInterval: (query) =>
      pendingDatesIn(query.state.data?.pending_dates ?? [], ranges, today).length > 0
        ? PENDING_POLL_MS.pending
        : PENDING_POLL_MS.idle,
  });
  const all = status.data?.pending_dates;
  const shown = useMemo(
    () => (all ? pendingDatesIn(all, ranges, today) : []),
    [all, ranges, today],
  );

  // A shown day that was pending and no longer is has new figures: ask for the answers again.
  const before = useRef<{ locationId: string; dates: readonly string[] }>({
    locationId,
    dates: [],
  });
  useEffect(() => {
    if (!all) return;
    const stillPending = new Set(all);
    const done = before.current.dates.some((date) => !stillPending.has(date));
    if (done && before.current.locationId === locationId) {
      void queryClient.invalidateQueries(locationAnalytics(locationId));
    }
    before.current = { locationId, dates: shown };
  }, [all, shown, locationId, queryClient]);
  return shown.length;
}

/** The notice above a dashboard's figures while days it shows are pending (usePendingDays). */
export function PendingDaysNotice(props: { locationId: string; filters: UseDashboardFilters }) {
  return <PendingDaysAlert count={usePendingDays(props.locationId, props.filters)} />;
}

/**
 * What a page says while `count` of its days are pending. Screen readers hear once that figures
 * are being computed and once that they are ready (a polite live region with fixed words), not
 * every change of the count as days are done (the notice itself is not live).
 */
export function PendingDaysAlert({ count }: { count: number }) {
  const { t } = useTranslation();
  // What was last said, adjusted while rendering (React's "information from previous renders").
  const [announced, setAnnounced] = useState<'computing' | 'ready' | null>(null);
  const now = count > 0 ? 'computing' : announced === 'computing' ? 'ready' : announced;
  if (now !== announced) setAnnounced(now);
  return (
    <>
      <VisuallyHidden role="status">
        {announced && t(`dashboards.layout.pendingAnnounce.${announced}`)}
      </VisuallyHidden>
      {count > 0 && (
        <Alert color="blue" role="note" icon={<Loader size={16} />} py="xs">
          {t('dashboards.layout.pendingDays', { count })}
        </Alert>
      )}
    </>
  );
}

/**
 * A shared read-only page has no session to ask the pipeline with, but every analytics answer
 * says how many of its days are still pending: while any are, its figures are asked for again
 * every few seconds, so they complete by themselves as on the app's pages.
 */
export function useRefreshWhilePending(locationId: string, pendingDays: number | undefined) {
  const queryClient = useQueryClient();
  const pending = (pendingDays ?? 0) > 0;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries(locationAnalytics(locationId)),
      PENDING_POLL_MS.pending,
    );
    return () => clearInterval(timer);
  }, [pending, locationId, queryClient]);
}
