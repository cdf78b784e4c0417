import {
  gradeBandRules,
  metricChange,
  type QualityGrade,
  type ReportComparison,
} from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const lyon = aLocation({ id: '5', name: 'Café de Lyon' });
const none = metricChange('dwell', null, null);
const g = (value: number | null, grade: QualityGrade | null, percentile: number | null = null) => ({
  value,
  grade,
  percentile,
});
const COMPARISON: ReportComparison = {
  report_id: '7',
  report_name: 'March stores',
  range: { start_date: '2026-03-02', end_date: '2026-03-08', days: 7 },
  comparison_range: { start_date: '2026-02-23', end_date: '2026-03-01', days: 7 },
  metrics: ['mean', 'attraction', 'engagement', 'dwell', 'FQV'],
  locations: [
    {
      location_id: '5',
      name: 'Paris Opéra Store',
      type: 'RETAIL',
      time_zone: 'Europe/Paris',
      current: {
        mean: g(2, 'fair', 50),
        attraction: g(0.21875, 'average', 25),
        engagement: g(0.2857, 'very good', 83.3),
        dwell: g(492.86, 'very good', 83.3),
        FQV: g(0.214, 'average', 16.7),
      },
      previous: {
        mean: g(4 / 7, 'average', 25),
        attraction: g(1 / 3, null),
        engagement: g(0.5, null),
        dwell: g(100, null),
        FQV: g(0, null),
      },
      change: {
        mean: metricChange('mean', 2, 4 / 7),
        attraction: metricChange('attraction', 0.21875, 1 / 3),
        engagement: none,
        dwell: none,
        FQV: metricChange('FQV', 0.214, 0),
      },
      comparable: true,
      not_comparable_reason: null,
      peers: { current: 3, previous: 2 },
    },
    {
      location_id: '6',
      name: 'Madrid Gran Vía Store',
      type: 'RETAIL',
      time_zone: 'Europe/Madrid',
      current: {
        mean: g(null, null),
        attraction: g(null, null),
        engagement: g(null, null),
        dwell: g(null, null),
        FQV: g(null, null),
      },
      previous: {
        mean: g(null, null),
        attraction: g(null, null),
        engagement: g(null, null),
        dwell: g(null, null),
        FQV: g(null, null),
      },
      change: { mean: none, attraction: none, engagement: none, dwell: none, FQV: none },
      comparable: true,
      not_comparable_reason: null,
      peers: { current: 3, previous: 2 },
    },
  ],
  peers: [{ type: 'RETAIL', current: 3, previous: 2 }],
  bands: gradeBandRules(),
};

function openPage(path = '/main/comparison-report/7', answer: Parameters<typeof mockApi>[0] = {}) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(lyon, 'locations_view,reports_view'),
    'GET /api/system/reports/7/comparison': { body: COMPARISON },
    ...answer,
  });
  const view = renderApp(path);
  return { fetchMock, ...view };
}

const comparisonCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname.endsWith('/comparison'));

describe('the comparison report page', () => {
  it('shows the locations side by side with grades in words, and the period vs period', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'March stores: comparison' })).toBeTruthy();
    expect(screen.getByText('Period: Mar 2 – 8, 2026 (7 days)')).toBeTruthy();
    expect(screen.getByText('Compared with the 7 days before: Feb 23 – Mar 1, 2026')).toBeTruthy();

    const side = within(screen.getByRole('table', { name: 'Locations side by side' }));
    const paris = within(side.getByRole('rowheader', { name: /Paris Opéra Store/ }).closest('tr')!);
    const cells = paris.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      '2fair',
      '21.9%average',
      '28.6%very good',
      '8\u00a0min 13\u00a0svery good',
      '21.4%average',
    ]);
    const madrid = within(side.getByRole('rowheader', { name: /Madrid/ }).closest('tr')!);
    expect(madrid.getAllByText('Not available')).toHaveLength(5);
    expect(madrid.getAllByText('no grade')).toHaveLength(5);

    const periods = within(screen.getByRole('table', { name: 'Period vs period' }));
    const meanRow = within(periods.getAllByRole('rowheader', { name: 'Mean' })[0]!.closest('tr')!);
    expect(meanRow.getByText('Up 250.0%')).toBeTruthy();
    expect(meanRow.getByText('0.6')).toBeTruthy();
    const attraction = periods.getAllByRole('rowheader', { name: 'Attraction' })[0]!.closest('tr')!;
    // A rate moves in percentage points: 21.9% against 33.3%.
    expect(within(attraction).getByText('Down 11.5 pts')).toBeTruthy();

    const grading = within(screen.getByRole('region', { name: 'How grades work' }));
    expect(grading.getByText('below the 40th percentile')).toBeTruthy();
    expect(grading.getByText('above the 95th percentile')).toBeTruthy();
    expect(
      grading.getByText(
        'Retail: graded among 3 locations this period and 2 in the previous period.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to reports/ }).getAttribute('href')).toBe(
      '/main/reports',
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByText('Percentile rank per metric')).toBeTruthy();
  });

  it('asks for another period through the URL and checks it first', async () => {
    const { fetchMock, router } = openPage();
    await screen.findByRole('table', { name: 'Locations side by side' });
    const start = screen.getByLabelText('Start');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText('The end must not be before the start')).toBeTruthy();

    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?start=2026-03-01&end=2026-03-08'),
    );
    await waitFor(() => {
      const last = comparisonCalls(fetchMock).at(-1)!;
      expect(last.searchParams.get('start_date')).toBe('2026-03-01');
      expect(last.searchParams.get('end_date')).toBe('2026-03-08');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use the report’s period' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the address holds a bad period, and asks for the report’s own', async () => {
    const { fetchMock } = openPage('/main/comparison-report/7?start=2026-03-09&end=2026-03-01');
    expect(await screen.findByText(/The period in the address is not valid/)).toBeTruthy();
    await screen.findByRole('table', { name: 'Locations side by side' });
    expect(comparisonCalls(fetchMock)[0]!.search).toBe('');
  });

  it('shows an empty report and a report that is not there', async () => {
    openPage('/main/comparison-report/7', {
      'GET /api/system/reports/7/comparison': { body: { ...COMPARISON, locations: [], peers: [] } },
    });
    expect(await screen.findByText('This report covers no location you can see.')).toBeTruthy();
  });

  it('explains a missing report', async () => {
    openPage('/main/comparison-report/8');
    expect(
      await screen.findByText('This report does not exist or is not yours to see.'),
    ).toBeTruthy();
  });
});
