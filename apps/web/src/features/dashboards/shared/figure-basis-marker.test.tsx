import { estimateFromSummary, resolveEstimate, type CaptureRatioFit } from '@footfall/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../i18n/i18n';
import { MetricCard } from './metric-card';

const fit = (captureRatio: number, residualSd: number): CaptureRatioFit => ({
  captureRatio,
  band: 1.96 * residualSd,
  residualSd,
  daysUsed: 21,
  fromDate: '2026-03-02',
  toDate: '2026-03-29',
});
// Through core's own rules, as the API builds them.
// Own: band 1.96 x 3.23% = 6.3%. Similar: the three days' spread and the ratios' spread, 23.9%.
const own = estimateFromSummary(resolveEstimate(fit(0.45, 0.0323)));
const similar = estimateFromSummary(
  resolveEstimate(null, [fit(0.4, 0.05), fit(0.45, 0.06), fit(0.5, 0.04)]),
);
const uncalibrated = estimateFromSummary(resolveEstimate(null));

// Intl writes French percentages and dates with (narrow) no-break spaces.
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

/** The text the element's aria-describedby points at. */
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

const wrap = (node: ReactNode, locale: 'en-US' | 'fr' = 'en-US') =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(locale)}>
      {node}
    </Providers>,
  );

describe('the marker of what a card figure rests on (issue 19)', () => {
  it('shows the band beside an estimated figure and explains an own calibration', async () => {
    wrap(<MetricCard label="Visitors" value={2450} basis={own} />);
    expect(screen.getByRole('article', { name: 'Visitors' }).textContent).toContain('2,450±6.3%');
    const marker = screen.getByRole('button', { name: '±6.3%: how accurate this estimate is' });
    const explanation =
      "Estimated from Wi-Fi. Calibrated on this location's door counters over 21 days " +
      '(Mar 2 – 29, 2026): on 95% of days the figure is within ±6.3%.';
    // Screen readers hear the explanation without opening it.
    expect(plain(describedBy(marker))).toBe(explanation);
    expect(marker.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(marker);
    expect(plain((await screen.findByRole('dialog')).textContent)).toBe(explanation);
  });

  it('writes the band and the dates in French', () => {
    wrap(<MetricCard label="Visiteurs" value={2450} basis={own} />, 'fr');
    const marker = screen.getByRole('button', { name: /précision de cette estimation/ });
    expect(plain(marker.textContent)).toBe('±6,3 %');
    expect(plain(describedBy(marker))).toBe(
      'Estimé à partir du Wi-Fi. Calibré sur les compteurs de porte de ce site sur 21 jours ' +
        '(2–29 mars 2026) : 95 % des jours, le chiffre est juste à ±6,3 % près.',
    );
  });

  it('says when the band is borrowed from similar locations', () => {
    wrap(<MetricCard label="Engagers" value={120} basis={similar} />);
    const marker = screen.getByRole('button', { name: '±23.9%: how accurate this estimate is' });
    expect(plain(describedBy(marker))).toBe(
      'Estimated from Wi-Fi. This location is not calibrated on door counters of its own: the ' +
        'calibration of 3 similar locations is used, within ±23.9%.',
    );
  });

  it('says when nothing calibrates the figure', () => {
    wrap(<MetricCard label="FQV" value={30} basis={uncalibrated} />);
    const marker = screen.getByRole('button', { name: '±35%: how accurate this estimate is' });
    expect(plain(describedBy(marker))).toBe(
      'Estimated from Wi-Fi, not calibrated (no door counter calibrates this location or ' +
        'similar ones): typical error ±35%.',
    );
  });

  it('marks a door count as counted, and opens and closes from the keyboard', async () => {
    wrap(<MetricCard label="Walk-ins" value={300} basis={{ method: 'counted' }} />);
    const marker = screen.getByRole('button', { name: 'Counted: about this figure' });
    expect(marker.textContent).toBe('Counted');
    expect(screen.queryByText(/±/)).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(marker);
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('dialog')).textContent).toBe(
      'Counted by door counters: not an estimate.',
    );
    expect(marker.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(marker.getAttribute('aria-expanded')).toBe('false'));
  });

  it('shows no marker where the API states no basis', () => {
    wrap(<MetricCard label="Walk-bys" value={300} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
