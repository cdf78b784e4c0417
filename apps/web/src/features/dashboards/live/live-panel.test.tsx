import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { storeSession } from '../../../lib/session/session-store';
import { stubEventStreams } from '../../../test/fake-event-stream';
import { LivePanel } from './live-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(children: ReactNode) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en-GB')}>{children}</I18nextProvider>
    </MantineProvider>,
  );
}

const snapshot = {
  occupancy_now: 3,
  occupancy_source: 'door_counter',
  visitors_today: 1234,
  walk_ins_today: 15,
  walk_bys_today: null,
  local_date: '2026-11-21',
  updated_at: '2026-11-21T10:00:01.000Z',
  unavailable: [{ metric: 'WALK-BY', reason: 'Walk-bys need the sensor service FOOTTRAFFIC' }],
};

describe('the live panel', () => {
  it('follows the stream: figures, reasons, update time and connection state', async () => {
    const streams = stubEventStreams();
    storeSession('session-token', Date.now());
    renderPanel(<LivePanel locationId="5" />);
    expect(screen.getByText('Connecting…')).toBeTruthy();
    expect(screen.getByText('Waiting for the first figures…')).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    const source = streams[0]!;
    expect(source.url).toBe('/api/v1/locations/5/live');
    expect(source.headers.get('authorization')).toBe('Bearer session-token');

    await act(() => source.send('snapshot', snapshot));
    const live = screen.getByRole('group', { name: 'Live figures' });
    expect(live.getAttribute('aria-live')).toBe('polite');
    const occupancy = within(live).getByRole('article', { name: 'Occupancy now' });
    expect(within(occupancy).getByText('3')).toBeTruthy();
    expect(within(occupancy).getByText('From the door counters')).toBeTruthy();
    expect(within(live).getByText('1,234')).toBeTruthy();
    // Why visitors move slower than walk-bys while people arrive (issue 12 item 7).
    const visitors = within(live).getByRole('article', { name: 'Visitors today' });
    expect(within(visitors).getByText(/until then they count as walk-bys/)).toBeTruthy();
    const walkBys = within(live).getByRole('article', { name: 'Walk-bys today' });
    expect(within(walkBys).getByText('Walk-bys need the sensor service FOOTTRAFFIC')).toBeTruthy();
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date(snapshot.updated_at));
    expect(screen.getByText(`Updated ${time}`)).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Live')).toBeTruthy();

    await act(() =>
      source.send('snapshot', {
        ...snapshot,
        occupancy_now: 4,
        updated_at: '2026-11-21T10:00:31.000Z',
      }),
    );
    expect(within(occupancy).getByText('4')).toBeTruthy();

    await act(() => source.fail());
    expect(within(screen.getByRole('status')).getByText('Reconnecting…')).toBeTruthy();
    // The last figures stay on screen while the stream reconnects.
    expect(within(occupancy).getByText('4')).toBeTruthy();
  });
});
