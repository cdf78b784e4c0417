import { render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { analyticsKey } from '../../../api/analytics';
import { queryKeys } from '../../../api/query-keys';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../i18n/i18n';
import { storeSession } from '../../../lib/session/session-store';
import { mockApi } from '../../../test/mock-api';
import { defaultFilters, type UseDashboardFilters } from './dashboard-filters';
import { PendingDaysNotice } from './pending-days-notice';

const STATUS = 'GET /api/system/locations/5/pipeline-status';
const today = '2026-03-20';
// 2026-03-02 to 03-08, compared with 02-23 to 03-01.
const view = (compare: boolean): UseDashboardFilters => ({
  filters: { ...defaultFilters(today), start: '2026-03-02', end: '2026-03-08', compare },
  setFilters: () => undefined,
  today,
});
const status = (dates: string[]) => ({
  body: { pending_dates: dates, pending_days: dates.length },
});

function show(filters: UseDashboardFilters, locale: 'en-US' | 'fr' = 'en-US') {
  storeSession('token', Date.now());
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient} i18n={createI18n(locale)}>
      <PendingDaysNotice locationId="5" filters={filters} />
    </Providers>,
  );
  return queryClient;
}

const refreshStatus = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.pipelineStatus.all });

describe('PendingDaysNotice', () => {
  it('counts the pending days of the range shown, not today or days outside it', async () => {
    mockApi({ [STATUS]: status(['2026-02-25', '2026-03-03', '2026-03-05', today]) });
    show(view(false));
    expect((await screen.findByRole('note')).textContent).toBe(
      'Still computing 2 days of the dates shown here. Figures may change until they are done; this page updates by itself.',
    );
  });

  it('counts the comparison range too when the view compares', async () => {
    mockApi({ [STATUS]: status(['2026-02-25', '2026-03-03']) });
    show(view(true), 'fr');
    expect((await screen.findByRole('note')).textContent).toContain(
      'Calcul en cours pour 2 jours des dates affichées.',
    );
  });

  it('says nothing when no shown day is pending', async () => {
    const calls = mockApi({ [STATUS]: status([today, '2026-03-15']) });
    show(view(true));
    await waitFor(() => expect(calls).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('does not show one location’s pending days on another while its own load', async () => {
    storeSession('token', Date.now());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      [STATUS]: status(['2026-03-03']),
      'GET /api/system/locations/6/pipeline-status': async () => {
        await held;
        return Response.json({ data: status([]).body });
      },
    });
    const queryClient = createQueryClient();
    const notice = (locationId: string) => (
      <Providers queryClient={queryClient} i18n={createI18n('en-US')}>
        <PendingDaysNotice locationId={locationId} filters={view(false)} />
      </Providers>
    );
    const { rerender } = render(notice('5'));
    await screen.findByRole('note');
    rerender(notice('6'));
    expect(screen.queryByRole('note')).toBeNull();
    release();
  });

  it('goes away and refreshes the location’s figures once the days are computed', async () => {
    let pending = ['2026-03-03'];
    mockApi({ [STATUS]: () => Response.json({ data: status(pending).body }) });
    const queryClient = show(view(false));
    await screen.findByRole('note');
    expect(screen.getByRole('status').textContent).toBe(
      'Some figures on this page are still being computed.',
    );
    const params = {
      start_date: '2026-03-02',
      end_date: '2026-03-08',
      granularity: 'day',
    } as const;
    const ours = analyticsKey('foot-traffic', '5', params);
    const another = analyticsKey('foot-traffic', '6', params);
    queryClient.setQueryData(ours, {});
    queryClient.setQueryData(another, {});

    pending = [];
    await refreshStatus(queryClient);
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    // Screen readers hear the change of state, in fixed words, not each count.
    expect(screen.getByRole('status').textContent).toBe('The figures on this page are up to date.');
    expect(queryClient.getQueryState(ours)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(another)?.isInvalidated).toBe(false);
  });
});
