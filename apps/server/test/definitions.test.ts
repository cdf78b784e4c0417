// Analytics definitions (issue 4 item 6): defaults, round trip, bounds and permissions, on both
// databases.
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationSettings } from '../src/db/schema';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const changed = {
  visit_gap_minutes: 20,
  visitor_rssi: -65,
  ignore_rssi: -95,
  min_visit_minutes: 3,
  engager_minutes: 12,
  fqv_minutes: 20,
  engager_areas: 3,
  raw_retention_days: 30,
  tx_power: -62,
  path_loss_exponent: 2.7,
};

describe('location definitions', () => {
  let server: TestServer;
  let fixture: Fixture;
  let path: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fixture = await organisationFixture(server);
    path = `/api/system/locations/${fixture.location.id}/definitions`;
  });
  afterAll(() => server?.stop());

  const put = (body: unknown, token = fixture.tokens.owner) =>
    server.request('PUT', path, { token, body });

  it('answers the defaults until saved', async () => {
    // The demo seed saves definitions for its locations (90 days of raw data for the simulator's
    // history); without its row the location answers the defaults.
    const other = `/api/system/locations/${fixture.otherLocationId}/definitions`;
    const seeded = await server.request('GET', other, { token: fixture.tokens.owner });
    expect(seeded.body.data).toMatchObject({ raw_retention_days: 90, is_default: false });
    await server.ctx.db
      .delete(locationSettings)
      .where(eq(locationSettings.locationId, Number(fixture.otherLocationId)));
    const res = await server.request(
      'GET',
      `/api/system/locations/${fixture.otherLocationId}/definitions`,
      {
        token: fixture.tokens.owner,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...DEFAULT_LOCATION_DEFINITIONS,
      tx_power: -59,
      path_loss_exponent: 2,
      is_default: true,
      updated_at: null,
    });
  });

  it('stores and answers the changed values, and saves again', async () => {
    const saved = await put(changed);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...changed, is_default: false });
    expect(Date.parse(saved.body.data.updated_at)).not.toBeNaN();
    const read = await server.request('GET', path, { token: fixture.tokens.viewer });
    expect(read.body.data).toEqual(saved.body.data);

    const reset = await put(DEFAULT_LOCATION_DEFINITIONS);
    expect(reset.body.data).toMatchObject({ ...DEFAULT_LOCATION_DEFINITIONS, is_default: false });
  });

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'a visit gap of 0',
      { visit_gap_minutes: 0 },
      { visit_gap_minutes: 'Visit gap must be between 1 and 240' },
    ],
    [
      'a minimum visit of 241',
      { min_visit_minutes: 241 },
      { min_visit_minutes: 'Minimum visit must be between 1 and 240' },
    ],
    [
      'an engager time of 0',
      { engager_minutes: 0 },
      { engager_minutes: 'Engager time must be between 1 and 240' },
    ],
    [
      'an FQV time of 300',
      { fqv_minutes: 300 },
      { fqv_minutes: 'FQV time must be between 1 and 240' },
    ],
    [
      '21 engager areas',
      { engager_areas: 21 },
      { engager_areas: 'Engager areas must be between 1 and 20' },
    ],
    [
      'a visitor signal of -20',
      { visitor_rssi: -20 },
      { visitor_rssi: 'Visitor signal must be between -100 and -30' },
    ],
    [
      'an ignored signal of -101',
      { ignore_rssi: -101 },
      { ignore_rssi: 'Ignored signal must be between -100 and -30' },
    ],
    [
      'an ignored signal above the visitor signal',
      { visitor_rssi: -80, ignore_rssi: -75 },
      { ignore_rssi: 'Ignored signal must be below the visitor signal' },
    ],
    [
      'a retention of 91 days',
      { raw_retention_days: 91 },
      { raw_retention_days: 'Raw data retention must be between 1 and 90' },
    ],
    [
      'a positive signal at 1 m',
      { tx_power: 3 },
      { tx_power: 'Signal at 1 m must be between -100 and 0' },
    ],
    [
      'an exponent of 1',
      { path_loss_exponent: 1 },
      { path_loss_exponent: 'Path-loss exponent must be between 1.5 and 6' },
    ],
    [
      'a fractional visit gap',
      { visit_gap_minutes: 7.5 },
      { visit_gap_minutes: 'Visit gap is not an integer' },
    ],
    [
      'a visit gap as text',
      { visit_gap_minutes: '15' },
      { visit_gap_minutes: 'Visit gap is not an number' },
    ],
    ['an unknown field', { wifi: true }, { wifi: 'wifi is not a known field' }],
  ];
  for (const [name, change, fields] of cases) {
    it(`refuses ${name}`, async () => {
      const res = await put({ ...DEFAULT_LOCATION_DEFINITIONS, ...change });
      expect(res.status).toBe(400);
      expect(res.body.meta.error_type).toBe('ValidationException');
      expect(res.body.meta.fields).toEqual(fields);
    });
  }

  it('refuses a request without every field', async () => {
    const { raw_retention_days: _dropped, ...rest } = DEFAULT_LOCATION_DEFINITIONS;
    const res = await put(rest);
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toEqual({
      raw_retention_days: 'Raw data retention is not an number',
    });
  });

  it('lets owners and managers edit, everyone with access read', async () => {
    const statuses: Record<string, [number, number]> = {};
    for (const actor of [
      'owner',
      'manager',
      'analyst',
      'viewer',
      'foreign',
      'share',
      'none',
    ] as const) {
      const token = fixture.tokens[actor];
      const read = await server.request('GET', path, { token });
      const write = await server.request('PUT', path, {
        token,
        body: DEFAULT_LOCATION_DEFINITIONS,
      });
      statuses[actor] = [read.status, write.status];
    }
    expect(statuses).toEqual({
      owner: [200, 200],
      manager: [200, 200],
      analyst: [200, 403],
      viewer: [200, 403],
      foreign: [404, 404],
      share: [403, 403],
      none: [401, 401],
    });
  });
});
