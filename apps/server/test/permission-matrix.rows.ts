// The rows of the permission matrix for the endpoints of issues 2-3 (organisation, people, share tokens):
// each endpoint with the exact status every caller gets.
import type { TestServer } from './helpers/test-server';
import { all, fresh, grid, ownerCreates, type Row } from './permission-matrix.helpers';

const freshEmail = () => `${fresh('invitee')}@example.com`;

/** A fresh invitation to the location, mailed by the owner more than a minute ago: its id. */
async function ownerInvites(server: TestServer, f: Parameters<Row['call']>[0]): Promise<string> {
  const email = freshEmail();
  const path = `/api/system/locations/${f.location.id}/invites`;
  await server.request('POST', path, { token: f.tokens.owner, body: { email, role: 'viewer' } });
  // Past the minute in which the same invitation is not sent again.
  server.clock.advance(61_000);
  const listed = await server.request('GET', path, { token: f.tokens.owner });
  const invite = (listed.body.data as { id: string; email: string }[]).find(
    (candidate) => candidate.email === email,
  );
  if (!invite) throw new Error(`setup failed: ${JSON.stringify(listed.body)}`);
  return invite.id;
}

export const ROWS: Row[] = [
  {
    name: 'GET v1/locations',
    call: () => ({ method: 'GET', path: '/api/v1/locations' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'GET v1/locations/{id}',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}` }),
    expect: all(200, 404, 200),
  },
  {
    name: 'GET system/locations/{id}',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}` }),
    expect: all(200, 404, 403),
  },
  {
    name: 'PUT system/locations/{id}',
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/locations/${f.location.id}`,
      body: { featured: true },
    }),
    expect: {
      owner: 200,
      manager: 200,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'GET user-permissions',
    call: (f) => ({
      method: 'GET',
      path: `/api/system/locations/${f.location.id}/user-permissions`,
    }),
    expect: all(200, 404, 403),
  },
  {
    name: 'GET system/corporations',
    call: () => ({ method: 'GET', path: '/api/system/corporations' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'GET v1/folders',
    call: () => ({ method: 'GET', path: '/api/v1/folders' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'GET system/timezones',
    call: () => ({ method: 'GET', path: '/api/system/timezones' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'GET system/myprofile',
    call: () => ({ method: 'GET', path: '/api/system/myprofile' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'GET corporations/{id}/folders',
    call: (f) => ({ method: 'GET', path: `/api/system/corporations/${f.corporationId}/folders` }),
    expect: all(200, 404, 403),
  },
  {
    name: 'POST corporations/{id}/folders',
    call: (f) => ({
      method: 'POST',
      path: `/api/system/corporations/${f.corporationId}/folders`,
      body: { name: 'New folder', parent_id: '0' },
    }),
    // A role on one location does not reach the organisation's folders.
    expect: {
      owner: 201,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'PUT folders/{id}',
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/folders/${f.location.folderId}`,
      body: { name: 'France' },
    }),
    expect: {
      owner: 200,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'POST folders/{id}/move',
    call: async (f, server) => {
      const folders = (await server.request('GET', '/api/v1/folders', { token: f.tokens.owner }))
        .body.data as { id: string; parent_id: string }[];
      const folder = folders.find((candidate) => candidate.id === f.location.folderId)!;
      return {
        method: 'POST',
        path: `/api/system/folders/${folder.id}/move`,
        body: { destination_id: folder.parent_id },
      };
    },
    expect: {
      owner: 200,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'DELETE folders/{id}',
    call: async (f, server) => {
      const id = await ownerCreates(
        server,
        f,
        'POST',
        `/api/system/corporations/${f.corporationId}/folders`,
        { name: 'Empty' },
      );
      return { method: 'DELETE', path: `/api/system/folders/${id}` };
    },
    // A fresh folder at the root is invisible to people with a role on one location only.
    expect: {
      owner: 200,
      manager: 404,
      analyst: 404,
      viewer: 404,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'POST locations/{id}/move',
    call: (f) => ({
      method: 'POST',
      path: `/api/system/locations/${f.location.id}/move`,
      body: { destination_id: f.location.folderId },
    }),
    expect: {
      owner: 200,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'POST system/locations',
    call: (f) => ({
      method: 'POST',
      path: '/api/system/locations',
      body: {
        name: 'Matrix store',
        type: 'RETAIL',
        service: 'LITE',
        country: 'FRA',
        timezone: 'Europe/Paris',
        corporation_id: f.corporationId,
      },
    }),
    expect: {
      owner: 201,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'DELETE system/locations/{id}',
    call: async (f, server) => {
      const id = await ownerCreates(server, f, 'POST', '/api/system/locations', {
        name: 'Doomed',
        type: 'RETAIL',
        service: 'LITE',
        country: 'FRA',
        timezone: 'UTC',
      });
      return { method: 'DELETE', path: `/api/system/locations/${id}` };
    },
    expect: {
      owner: 200,
      manager: 404,
      analyst: 404,
      viewer: 404,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'GET checklist',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/checklist` }),
    expect: all(200, 404, 403),
  },
  {
    name: 'GET locations/{id}/users',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/users` }),
    expect: {
      owner: 200,
      manager: 200,
      analyst: 200,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'PUT locations/{id}/users/{userId}',
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/locations/${f.location.id}/users/${f.target.userId}`,
      body: { role: 'viewer' },
    }),
    expect: {
      owner: 200,
      manager: 200,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'DELETE locations/{id}/users/{userId}',
    call: (f) => ({
      method: 'DELETE',
      path: `/api/system/locations/${f.location.id}/users/${f.target.userId}`,
    }),
    expect: {
      owner: 200,
      manager: 200,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
    after: async (f, server) => {
      await server.request('POST', `/api/system/locations/${f.location.id}/invites`, {
        token: f.tokens.owner,
        body: { email: f.target.email, role: 'viewer' },
      });
    },
  },
  {
    name: 'GET notifications',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/notifications` }),
    expect: all(200, 404, 403),
  },
  {
    name: "PUT someone's notifications",
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/locations/${f.location.id}/notifications/${f.target.userId}`,
      body: {
        alerts: { sensor_offline: true, daily_summary: true, traffic_drop: false },
        by_email: true,
        webhook_url: null,
      },
    }),
    expect: {
      owner: 200,
      manager: 200,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'POST locations/{id}/invites',
    call: (f) => ({
      method: 'POST',
      path: `/api/system/locations/${f.location.id}/invites`,
      body: { email: freshEmail(), role: 'viewer' },
    }),
    expect: {
      owner: 201,
      manager: 201,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'GET locations/{id}/invites',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/invites` }),
    expect: grid(200, 200, 200, 403, 404, 403),
  },
  {
    name: 'POST locations/{id}/invites/{inviteId}/resend',
    call: async (f, server) => ({
      method: 'POST',
      path: `/api/system/locations/${f.location.id}/invites/${await ownerInvites(server, f)}/resend`,
    }),
    expect: grid(200, 200, 403, 403, 404, 403),
  },
  {
    name: 'DELETE locations/{id}/invites/{inviteId}',
    call: async (f, server) => ({
      method: 'DELETE',
      path: `/api/system/locations/${f.location.id}/invites/${await ownerInvites(server, f)}`,
    }),
    expect: grid(200, 200, 403, 403, 404, 403),
  },
  {
    name: 'POST /invite-user',
    call: (f) => ({
      method: 'POST',
      path: '/invite-user',
      body: { email: freshEmail(), role: 'analyst', location_id: f.location.id },
    }),
    expect: {
      owner: 201,
      manager: 201,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'POST v1/locations/{id}/token',
    call: (f) => ({ method: 'POST', path: `/api/v1/locations/${f.location.id}/token`, body: {} }),
    expect: {
      owner: 201,
      manager: 201,
      analyst: 201,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
];
