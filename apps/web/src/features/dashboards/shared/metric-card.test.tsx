import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { metricChange } from '@footfall/core';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../i18n/i18n';
import { MetricCard } from './metric-card';

const wrap = (node: ReactNode, locale: 'en-US' | 'fr' = 'en-US') =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(locale)}>
      {node}
    </Providers>,
  );

describe('MetricCard', () => {
  it('shows the value and the change in words, not colour alone', () => {
    wrap(
      <MetricCard
        label="Visitors"
        value={1200}
        change={metricChange('visitors', 1200, 1000)}
        help="People who came in"
      />,
    );
    const card = screen.getByRole('article', { name: 'Visitors' });
    expect(card.textContent).toContain('1,200');
    expect(card.textContent).toContain('Up 20.0%');
    expect(card.textContent).toContain('vs previous period');
    expect(screen.getByRole('button', { name: 'About Visitors' })).toBeTruthy();
  });

  it('uses the locale and a custom format', () => {
    wrap(
      <MetricCard label="Visiteurs" value={1200} change={metricChange('visitors', 1200, 1500)} />,
      'fr',
    );
    expect(screen.getByRole('article').textContent).toMatch(/1\s200/);
    expect(screen.getByRole('article').textContent).toMatch(/En baisse de 20,0\s%/);
  });

  it('writes a rate change in percentage points (issue 12)', () => {
    wrap(
      <MetricCard
        label="Capture rate"
        value={0.241}
        change={metricChange('capture_rate', 0.241, 0.22)}
      />,
    );
    expect(screen.getByRole('article').textContent).toContain('Up 2.1\u00a0pts');
  });

  it('says why there is no change when the periods are not comparable', () => {
    wrap(
      <MetricCard
        label="Visitors"
        value={1200}
        change={metricChange('visitors', 1200, 10, false)}
        notComparable="No comparable data for Aug 29 – Oct 27"
      />,
    );
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).toContain('No comparable data for Aug 29 – Oct 27');
    expect(text).not.toMatch(/Up|Down/);
  });

  it('keeps each number of a duration with its unit', () => {
    wrap(<MetricCard label="Average dwell" value={933} format={() => '15 min 33 s'} />);
    expect(screen.getByRole('article').textContent).toContain('15\u00a0min 33\u00a0s');
  });

  it('says when a figure is not available, and why', () => {
    wrap(<MetricCard label="Walk-ins" value={null} unavailableReason="Needs a door counter" />);
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.getByText('Needs a door counter')).toBeTruthy();
  });
});
