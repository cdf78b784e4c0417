import type { Location } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { dayBucket, footTrafficAnswer } from '../../../test/foot-traffic-fixture';

// jsdom cannot draw ECharts: the stand-in names the chart.
vi.mock('../../../components/chart/chart', () => ({
  Chart: (props: { ariaLabel: string }) => <div role="img" aria-label={props.ariaLabel} />,
}));

const RANGE = '?start=2026-01-06&end=2026-01-09';

function openPage(location: Location, page: string) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(location, 'locations_view'),
    'GET /api/v1/locations/5/foot-traffic': {
      body: footTrafficAnswer({
        buckets: [
          dayBucket('2026-01-06', { visitors: 10, walk_bys: 40 }),
          dayBucket('2026-01-07', { visitors: 30, walk_bys: 90 }),
        ],
        totals: { visitors: 40, walk_bys: 130 },
      }),
    },
    'GET /api/v1/locations/5/scores': { status: 404, body: { meta: { code: 404 } } },
  });
  renderApp(`/main/dashboard/5/${page}${RANGE}`);
  return fetchMock;
}

/** Chooses `format` in the download menu `button` and gives the body posted to /report/<kind>. */
async function download(
  fetchMock: ReturnType<typeof mockApi>,
  button: HTMLElement,
  kind: string,
  format = 'PDF document',
) {
  await userEvent.click(button);
  // jsdom has no layout, so floating-ui may hide an open dropdown as "detached": read the
  // button's own dropdown, hidden or not.
  const menu = await waitFor(() => {
    const dropdown = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(dropdown).toBeTruthy();
    return dropdown!;
  });
  await userEvent.click(
    await within(menu).findByRole('menuitem', { name: format, hidden: true }, { timeout: 5000 }),
  );
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([input]) => String(input) === `/report/${kind}`)).toBe(true),
  );
  const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === `/report/${kind}`)!;
  return JSON.parse(String(init?.body)) as unknown;
}

const plus = { service: 'PLUS' as const, tag_services: [], sensor_services: ['FOOTTRAFFIC'] };

describe('the event pages’ generated reports', () => {
  it('offers the live event’s foot-traffic and awareness reports of the range, and its day', async () => {
    const fetchMock = openPage(aLocation({ type: 'XM', services: plus }), 'xm');
    const range = await screen.findByRole(
      'group',
      { name: 'Reports of the selected period' },
      { timeout: 10_000 },
    );
    expect(
      await download(
        fetchMock,
        within(range).getByRole('button', { name: 'Foot-traffic report' }),
        'event-report/foot-traffic',
      ),
    ).toMatchObject({
      location_id: '5',
      dates: [{ start_date: '2026-01-06', end_date: '2026-01-09' }],
    });
    expect(
      await download(
        fetchMock,
        within(range).getByRole('button', { name: 'Awareness report' }),
        'event-report/awareness',
        'Excel workbook (XLSX)',
      ),
    ).toMatchObject({ location_id: '5', file_format: 'xlsx' });
    // The hour-by-hour card shows the busiest day until another is picked: its report is that day.
    const day = await screen.findByRole('group', { name: /^Report of / }, { timeout: 10_000 });
    expect(
      await download(
        fetchMock,
        within(day).getByRole('button', { name: 'Day report' }),
        'event-daily',
      ),
    ).toMatchObject({
      location_id: '5',
      dates: [{ start_date: '2026-01-07', end_date: '2026-01-07' }],
    });
  }, 30_000);

  it('offers the show’s booths report of the range on the attendee-tracking home', async () => {
    const fetchMock = openPage(
      aLocation({ type: 'AT', services: plus, child_ids: ['8'] }),
      'attendee-tracking',
    );
    const range = await screen.findByRole(
      'group',
      { name: 'Reports of the selected period' },
      { timeout: 10_000 },
    );
    expect(
      await download(
        fetchMock,
        within(range).getByRole('button', { name: 'Booths report' }),
        'bubble-report',
      ),
    ).toMatchObject({
      location_id: '5',
      dates: [{ start_date: '2026-01-06', end_date: '2026-01-09' }],
    });
  }, 30_000);

  it.each([
    ['the show home', 'show'],
    ['an attendee-tracking home without booths', 'attendee-tracking'],
  ])(
    'offers no booths report on %s (the server refuses it)',
    async (_, page) => {
      openPage(aLocation({ type: 'AT', services: plus, child_ids: [] }), page);
      // The show's figures are on screen, so the downloads would be too.
      await screen.findByRole('heading', { name: 'The show at a glance' }, { timeout: 10_000 });
      expect(screen.queryByRole('group', { name: 'Reports of the selected period' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Booths report' })).toBeNull();
    },
    30_000,
  );
});
