import type { Tag } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5' });
const COUNTER: Tag = {
  id: '9',
  serial: 'DC-1',
  name: 'Main door counter',
  tag_service: 'DOORCOUNTER',
  door: 'Front entrance',
  floor_plan_id: null,
  x_m: 1.5,
  y_m: 0,
  last_seen_at: null,
  last_counts: null,
};
const EDITOR = 'locations_view,locations_tags_view,locations_tags_edit';

function open(path: string, permissions = EDITOR, extra: Parameters<typeof mockApi>[0] = {}) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(store, permissions),
    'GET /api/system/locations/5/tags': { body: [COUNTER] },
    ...extra,
  });
  renderApp(path);
  return fetchMock;
}

describe('the tags settings page', () => {
  it('lists tags and creates one with serial, name, service and door', async () => {
    const fetchMock = open('/main/settings/5/tags', EDITOR, {
      'POST /api/system/locations/5/tags': { status: 201, body: { ...COUNTER, id: '10' } },
    });
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Front entrance')).toBeTruthy();
    expect(table.getByText('Door counter')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a tag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a tag' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add a tag' }));
    expect(dialog.getByText('Serial is empty')).toBeTruthy();
    expect(dialog.getByText('Name is empty')).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: /Serial/ }), 'DC-2');
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Side door');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Door' }), 'Rue Scribe');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      serial: 'DC-2',
      name: 'Side door',
      tag_service: 'DOORCOUNTER',
      door: 'Rue Scribe',
      x_m: null,
      y_m: null,
    });
  });

  it('asks before deleting a tag', async () => {
    const fetchMock = open('/main/settings/5/tags', EDITOR, {
      'DELETE /api/system/tags/9': { body: { deleted: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Main door counter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete tag' }));
    expect(dialog.getByText('Main door counter will be removed from this location.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });

  it('shows no edit controls without locations_tags_edit', async () => {
    open('/main/settings/5/tags', 'locations_view,locations_tags_view');
    await screen.findByRole('table');
    expect(screen.getByText(/can see the tags of this location but not change them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});

describe('the door counters settings page', () => {
  it('lists door counters with door, position and counts not yet reported', async () => {
    open('/main/settings/5/door-counters');
    const table = within(await screen.findByRole('table'));
    const row = within(
      table.getByRole('rowheader', { name: /Main door counter/ }).closest('tr') as HTMLElement,
    );
    expect(row.getByText('Front entrance')).toBeTruthy();
    expect(row.getByText('1.5 m, 0 m')).toBeTruthy();
    expect(row.getByText('not yet reported')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to tags' })).toBeTruthy();
  });
});
