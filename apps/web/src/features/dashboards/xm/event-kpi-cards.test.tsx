import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../i18n/i18n';
import { comparisonFixture } from '../../../test/comparison-fixture';
import { figures, footTraffic } from '../retail/retail-test-data';
import { EventKpiCards } from './event-kpi-cards';

const show = (fqv: number | null) =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      <EventKpiCards
        response={footTraffic({ totals: figures({ fqv }) })}
        keys={['visitors', 'fqv']}
        space="booth"
      />
    </Providers>,
  );

describe('the event headline cards', () => {
  it('say a booth without areas has no FQV yet, instead of a zero', () => {
    show(null);
    const card = screen.getByRole('article', { name: 'FQV' });
    expect(within(card).getByText('Not available')).toBeTruthy();
    expect(
      within(card).getByText(/FQV counts visits to areas, and this location has none/),
    ).toBeTruthy();
  });

  it('show a counted FQV, zero included, as a figure', () => {
    show(0);
    const card = screen.getByRole('article', { name: 'FQV' });
    expect(within(card).getByText('0')).toBeTruthy();
    expect(within(card).queryByText(/visits to areas/)).toBeNull();
  });

  it('say what a change compares with, leaving the range to the controls', () => {
    const previous = figures({ visitors: 50, engagement_rate: 0.4 });
    render(
      <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
        <EventKpiCards
          response={footTraffic({
            comparison: comparisonFixture(figures(), previous, {
              averaged: true,
              days: 60,
              previous_cut_at: '2026-03-01T15:20:00Z',
            }),
          })}
          keys={['visitors', 'engagementRate']}
          space="show"
          comparisonRange="Dec 1, 2025 – Jan 29, 2026"
        />
      </Providers>,
    );
    // A count against a longer range compares daily averages; a rate compares as it is, here
    // cut at the time of day the selection reaches.
    const visitors = screen.getByRole('article', { name: 'Visitors' });
    expect(visitors.textContent).toContain('vs previous period (daily average)');
    const rate = screen.getByRole('article', { name: 'Engagement rate' });
    expect(rate.textContent).toMatch(/vs previous period until \d/);
    expect(rate.textContent).not.toContain('daily average');
    expect(screen.queryByText(/Jan 29, 2026/)).toBeNull();
  });
});
