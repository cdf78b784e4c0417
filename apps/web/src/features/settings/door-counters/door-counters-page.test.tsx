import type { Tag } from '@footfall/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5' });
const counter = (overrides: Partial<Tag>): Tag => ({
  id: '9',
  serial: 'DC-1',
  name: 'Main door counter',
  tag_service: 'DOORCOUNTER',
  door: 'Front entrance',
  floor_plan_id: null,
  x_m: null,
  y_m: null,
  last_seen_at: '2026-03-02T15:35:00.000Z',
  last_counts: null,
  ...overrides,
});

function open(tags: Tag[]) {
  storeSession('token', Date.now());
  mockApi({
    ...shellAnswers(store, 'locations_view,locations_tags_view'),
    'GET /api/system/locations/5/tags': { body: tags },
  });
  renderApp('/main/settings/5/door-counters');
}

describe('the door counters page', () => {
  // Issue 12 item 5: "Last counts: not yet reported" next to "Last seen 4:30 PM".
  it("shows each counter's last counts from the stored intervals", async () => {
    open([
      counter({
        last_counts: {
          start_at: '2026-03-02T15:30:00.000Z',
          end_at: '2026-03-02T15:35:00.000Z',
          walk_ins: 1234,
          walk_outs: 1180,
        },
      }),
    ]);
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('1,234 in, 1,180 out')).toBeTruthy();
    expect(table.queryByText('not yet reported')).toBeNull();
  });

  it('says a counter that never sent counts has not reported yet', async () => {
    open([counter({ last_seen_at: null })]);
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('not yet reported')).toBeTruthy();
  });
});
