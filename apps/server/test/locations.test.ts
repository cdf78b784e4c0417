import { ROLE_PERMISSIONS } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('organisation and locations', () => {
  let server: TestServer;
  let demoToken: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    demoToken = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
  });
  afterAll(() => server?.stop());

  it('seeds a demo organisation covering every type, tier and service', async () => {
    const res = await server.request('GET', '/api/v1/locations', { token: demoToken });
    expect(res.status).toBe(200);
    const locations = res.body.data as {
      type: string;
      service: string;
      parent_id: string | null;
      addon: string;
      child_ids: string[];
      services: { tag_services: string[]; sensor_services: string[] };
    }[];
    expect(locations.length).toBeGreaterThanOrEqual(8);
    const has = (predicate: (l: (typeof locations)[number]) => boolean) =>
      locations.some(predicate);
    expect(has((l) => l.type === 'RETAIL' && l.service === 'LITE')).toBe(true);
    expect(
      has(
        (l) =>
          l.type === 'RETAIL' &&
          l.service === 'PLUS' &&
          l.services.tag_services.includes('DOORCOUNTER') &&
          l.services.sensor_services.includes('HEATMAP'),
      ),
    ).toBe(true);
    expect(
      has(
        (l) => l.type === 'RETAIL' && l.service === 'PLUS' && l.services.tag_services.length === 0,
      ),
    ).toBe(true);
    expect(has((l) => l.type === 'MALL')).toBe(true);
    expect(has((l) => l.type === 'XM' && l.addon === 'adam')).toBe(true);
    expect(has((l) => l.type === 'AT' && l.child_ids.length > 0)).toBe(true);
    expect(has((l) => l.type === 'AT' && l.child_ids.length === 0 && l.parent_id === null)).toBe(
      true,
    );
    const folders = await server.request('GET', '/api/v1/folders', { token: demoToken });
    expect(folders.body.data.some((f: { parent_id: string }) => f.parent_id === '0')).toBe(true);
    expect(folders.body.data.some((f: { parent_id: string }) => f.parent_id !== '0')).toBe(true);
  });

  it('gives the owner every permission, as a comma-separated string', async () => {
    const [first] = (await server.request('GET', '/api/v1/locations', { token: demoToken })).body
      .data;
    const res = await server.request('GET', `/api/system/locations/${first.id}/user-permissions`, {
      token: demoToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('owner');
    expect(res.body.data.permissions.split(',').sort()).toEqual([...ROLE_PERMISSIONS.owner].sort());
  });

  it('reads and updates a location, validating the fields', async () => {
    const [first] = (await server.request('GET', '/api/v1/locations', { token: demoToken })).body
      .data;
    const one = await server.request('GET', `/api/v1/locations/${first.id}`, {
      token: demoToken,
    });
    expect(one.body.data).toEqual(first);
    const bad = await server.request('PUT', `/api/system/locations/${first.id}`, {
      token: demoToken,
      body: { name: '  ', country: 'FR', timezone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields).toMatchObject({
      name: 'Name is empty',
      country: 'Country is not valid',
    });
    const badZone = await server.request('PUT', `/api/system/locations/${first.id}`, {
      token: demoToken,
      body: { timezone: 'Mars/Olympus' },
    });
    expect(badZone.body.meta.fields.timezone).toBe('Time zone is not valid');
    const ok = await server.request('PUT', `/api/system/locations/${first.id}`, {
      token: demoToken,
      body: {
        name: ' Paris Flagship ',
        country: 'fra',
        timezone: 'Europe/Paris',
        featured: true,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      name: 'Paris Flagship',
      country: 'FRA',
      featured: true,
    });
    const system = await server.request('GET', `/api/system/locations/${first.id}`, {
      token: demoToken,
    });
    expect(system.body.data.name).toBe('Paris Flagship');
  });

  it("answers 404 to another corporation's user for every location endpoint", async () => {
    const stranger = await server.signUp();
    const [first] = (await server.request('GET', '/api/v1/locations', { token: demoToken })).body
      .data;
    expect(
      (await server.request('GET', '/api/v1/locations', { token: stranger.token })).body.data,
    ).toEqual([]);
    expect(
      (await server.request('GET', '/api/v1/folders', { token: stranger.token })).body.data,
    ).toEqual([]);
    for (const path of [
      `/api/v1/locations/${first.id}`,
      `/api/system/locations/${first.id}`,
      `/api/system/locations/${first.id}/user-permissions`,
    ]) {
      const res = await server.request('GET', path, { token: stranger.token });
      expect(res.status, path).toBe(404);
      expect(res.body.meta.error_type).toBe('NotFoundException');
    }
    const put = await server.request('PUT', `/api/system/locations/${first.id}`, {
      token: stranger.token,
      body: { name: 'Mine now' },
    });
    expect(put.status).toBe(404);
    const corporations = await server.request('GET', '/api/system/corporations', {
      token: stranger.token,
    });
    expect(corporations.body.data.map((c: { name: string }) => c.name)).not.toContain(
      'Northwind Retail & Events',
    );
  });

  it('answers 404 for a location id that does not exist and 400 for a malformed one', async () => {
    expect(
      (await server.request('GET', '/api/v1/locations/999999', { token: demoToken })).status,
    ).toBe(404);
    const malformed = await server.request('GET', '/api/v1/locations/abc', { token: demoToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body.meta.error_type).toBe('ValidationException');
  });
});
