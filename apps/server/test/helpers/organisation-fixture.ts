// The cast of the permission tests: the demo owner, a manager, an analyst and a viewer invited
// on one location, a person to act on, a user of another corporation and a read-only share token.
import { DEMO_LOGIN } from '../../src/seed/demo-organisation';
import type { TestServer } from './test-server';

export type Actor = 'owner' | 'manager' | 'analyst' | 'viewer' | 'foreign' | 'share' | 'none';
export const ACTORS: Actor[] = [
  'owner',
  'manager',
  'analyst',
  'viewer',
  'foreign',
  'share',
  'none',
];

export type Fixture = {
  tokens: Record<Actor, string | undefined>;
  corporationId: string;
  location: { id: string; folderId: string };
  otherLocationId: string;
  target: { userId: string; email: string };
};

export async function organisationFixture(server: TestServer): Promise<Fixture> {
  const owner = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data
    .access_token as string;
  const locations = (await server.request('GET', '/api/v1/locations', { token: owner })).body
    .data as { id: string; folder_id: string; corporation_id: string }[];
  const [location, other] = locations;
  if (!location || !other) throw new Error('the demo seed has too few locations');

  const invited: Partial<Record<Actor, string>> = {};
  for (const role of ['manager', 'analyst', 'viewer'] as const) {
    const person = await server.signUp();
    const res = await server.request('POST', `/api/system/locations/${location.id}/invites`, {
      token: owner,
      body: { email: person.email, role },
    });
    if (res.body.data?.status !== 'granted')
      throw new Error(`invite failed: ${JSON.stringify(res.body)}`);
    invited[role] = person.token;
  }
  const targetPerson = await server.signUp();
  await server.request('POST', `/api/system/locations/${location.id}/invites`, {
    token: owner,
    body: { email: targetPerson.email, role: 'viewer' },
  });
  const targetProfile = await server.request('GET', '/api/system/myprofile', {
    token: targetPerson.token,
  });
  const foreign = await server.signUp();
  const share = await server.request('POST', `/api/v1/locations/${location.id}/token`, {
    token: owner,
    body: { expires_in_days: 7 },
  });

  return {
    tokens: {
      owner,
      manager: invited.manager,
      analyst: invited.analyst,
      viewer: invited.viewer,
      foreign: foreign.token,
      share: share.body.data.token,
      none: undefined,
    },
    corporationId: location.corporation_id,
    location: { id: location.id, folderId: location.folder_id },
    otherLocationId: other.id,
    target: { userId: targetProfile.body.data.id, email: targetPerson.email },
  };
}
