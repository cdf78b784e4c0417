import type { LocationUser, PendingInvite } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5', name: 'Flagship Store', folder_id: '2' });
const user = (overrides: Partial<LocationUser>): LocationUser => ({
  user_id: '1',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  role: 'owner',
  source: 'corporation',
  is_you: true,
  ...overrides,
});
const users = [
  user({}),
  user({
    user_id: '2',
    email: 'bo@example.com',
    first_name: 'Bo',
    last_name: 'Diaz',
    role: 'analyst',
    source: 'location',
    is_you: false,
  }),
  user({
    user_id: '3',
    email: 'cy@example.com',
    first_name: 'Cy',
    last_name: 'Ng',
    role: 'manager',
    source: 'folder',
    is_you: false,
  }),
];
const MANAGER = 'locations_view,locations_edit,locations_users_view,locations_users_invite';

function openPage(permissions = MANAGER, extra: Parameters<typeof mockApi>[0] = {}) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(store, permissions),
    'GET /api/system/corporations/1/folders': {
      body: [
        { id: '1', name: 'North', parent_id: '0', corporation_id: '1' },
        { id: '2', name: 'Stores', parent_id: '1', corporation_id: '1' },
      ],
    },
    'GET /api/system/locations/5/users': { body: users },
    'GET /api/system/locations/5/invites': { body: [] },
    ...extra,
  });
  renderApp('/main/settings/5/organization');
  return fetchMock;
}

const usersTable = async () =>
  within(
    await within(await screen.findByRole('region', { name: 'People with access' })).findByRole(
      'table',
    ),
  );

describe('the organization settings page', () => {
  it("shows the location's folder and its people with where their access comes from", async () => {
    openPage();
    expect(await screen.findByText('North / Stores')).toBeTruthy();
    const table = await usersTable();
    expect(table.getByRole('rowheader', { name: /Ann Lee/ }).textContent).toContain('(you)');
    expect(table.getByText('Whole organization')).toBeTruthy();
    expect(table.getByText('This location')).toBeTruthy();
    // Only a role given on this location can be changed here, and not your own.
    expect(table.getByRole('combobox', { name: 'Role of Bo Diaz' })).toBeTruthy();
    expect(table.queryByRole('combobox', { name: 'Role of Cy Ng' })).toBeNull();
    expect(table.queryByRole('combobox', { name: 'Role of Ann Lee' })).toBeNull();
  });

  it('changes a role given on the location', async () => {
    const fetchMock = openPage(MANAGER, {
      'PUT /api/system/locations/5/users/2': { body: { ...users[1], role: 'viewer' } },
    });
    const table = await usersTable();
    await userEvent.selectOptions(
      table.getByRole('combobox', { name: 'Role of Bo Diaz' }),
      'viewer',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'viewer' });
  });

  it("asks before removing access and shows the server's reason when it refuses", async () => {
    openPage(MANAGER, {
      'DELETE /api/system/locations/5/users/3': {
        status: 409,
        body: {
          meta: {
            code: 409,
            error_type: 'ConflictException',
            error_message: 'This access comes from a folder; change it there',
          },
        },
      },
    });
    const table = await usersTable();
    expect(table.queryByRole('button', { name: 'Remove access of Ann Lee' })).toBeNull();
    await userEvent.click(table.getByRole('button', { name: 'Remove access of Cy Ng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove access' });
    expect(dialog.textContent).toContain('Cy Ng will lose access to Flagship Store.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(
      await within(dialog).findByText('This access comes from a folder; change it there'),
    ).toBeTruthy();
  });

  const OUTBOX =
    'No mail server is set up (SMTP_URL), so the mail was not sent: it is in the development outbox.';
  it.each([
    ['invited', 'sent', 'Invitation sent to dee@example.com.'],
    ['granted', 'sent', 'dee@example.com now has access.'],
    ['invited', 'outbox', `Invitation for dee@example.com created. ${OUTBOX}`],
    ['granted', 'outbox', `dee@example.com now has access. ${OUTBOX}`],
  ] as const)('invites by email and role (%s, mail %s)', async (status, mail, message) => {
    const fetchMock = openPage(MANAGER, {
      'POST /api/system/locations/5/invites': {
        status: 201,
        body: { status, email: 'dee@example.com', role: 'manager', expires_at: null, mail },
      },
    });
    await usersTable();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Email is empty')).toBeTruthy();
    await userEvent.type(email, ' dee@example.com ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(message)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'dee@example.com',
      role: 'manager',
    });
  });

  const waiting: PendingInvite = {
    id: '41',
    email: 'eve@example.com',
    role: 'viewer',
    invited_by: 'Ann Lee',
    sent_at: '2030-01-08T10:00:00.000Z',
    expires_at: '2030-01-15T10:00:00.000Z',
  };
  const pendingTable = async () =>
    within(
      await within(
        await screen.findByRole('region', { name: 'Invited, not joined yet' }),
      ).findByRole('table'),
    );

  it('lists invitations not yet accepted and sends one again', async () => {
    const fetchMock = openPage(MANAGER, {
      'GET /api/system/locations/5/invites': { body: [waiting] },
      'POST /api/system/locations/5/invites/41/resend': {
        body: {
          status: 'invited',
          email: 'eve@example.com',
          role: 'viewer',
          expires_at: '2030-01-16T10:00:00.000Z',
          mail: 'sent',
        },
      },
    });
    const table = await pendingTable();
    const row = table.getByRole('row', { name: /eve@example\.com/ });
    expect(row.textContent).toContain('Viewer');
    expect(row.textContent).toContain('Ann Lee');
    expect(row.textContent).toContain('Link works until');
    await userEvent.click(
      table.getByRole('button', { name: 'Send the invitation to eve@example.com again' }),
    );
    expect(
      await screen.findByText('Invitation sent again to eve@example.com, with a new link.'),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/invites/41/resend') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('asks before revoking an invitation', async () => {
    const fetchMock = openPage(MANAGER, {
      'GET /api/system/locations/5/invites': { body: [waiting] },
      'DELETE /api/system/locations/5/invites/41': { body: { removed: true } },
    });
    const table = await pendingTable();
    await userEvent.click(
      table.getByRole('button', { name: 'Revoke the invitation of eve@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog.textContent).toContain(
      'The invitation link sent to eve@example.com will stop working.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/invites/41') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows invitations without their actions to someone who may only see the people', async () => {
    openPage('locations_view,locations_users_view', {
      'GET /api/system/locations/5/invites': { body: [waiting] },
    });
    const table = await pendingTable();
    expect(table.getByRole('rowheader', { name: 'eve@example.com' })).toBeTruthy();
    expect(table.queryByRole('button')).toBeNull();
  });

  it('shows no people, changes or invitations without the user permissions', async () => {
    const fetchMock = openPage('locations_view');
    expect(await screen.findByText(/do not have permission to see who has access/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/users'))).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/invites'))).toBe(false);
  });
});
