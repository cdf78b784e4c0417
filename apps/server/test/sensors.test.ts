// Sensors (gateways) of a location: list with status, add (connect or register), read, change,
// move and disconnect, the location's services, heights, validation and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { areas, sensors } from '../src/db/schema';
import { organisationFixture, type Actor, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('sensors', () => {
  let server: TestServer;
  let fx: Fixture;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
  });
  afterAll(() => server?.stop());
  const call = (method: string, path: string, body?: unknown, actor: Actor = 'owner') =>
    server.request(method, path, { token: fx.tokens[actor], body });
  const sensorsOf = (id: string) => `/api/system/locations/${id}/sensors`;

  it("lists the location's gateways with their status, on both paths", async () => {
    for (const path of [sensorsOf(fx.location.id), `/api/v1/locations/${fx.location.id}/sensors`]) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      // The demo's Paris gateways, placed on its floor plan; none seen until a heartbeat arrives.
      expect(res.body.data).toEqual([
        expect.objectContaining({
          serial: 'DC:A6:32:10:00:01',
          name: 'Entrance',
          location_id: fx.location.id,
          services: ['FOOTTRAFFIC', 'HEATMAP'],
          area_id: expect.any(String),
          floor_plan_id: expect.any(String),
          x_m: 13,
          y_m: 14.5,
          height_cm: 250,
          status: 'never_seen',
          last_seen_at: null,
        }),
        expect.objectContaining({ serial: 'DC:A6:32:10:00:02', status: 'never_seen' }),
        expect.objectContaining({ serial: 'DC:A6:32:10:00:04', status: 'never_seen' }),
        expect.objectContaining({ serial: 'DC:A6:32:10:00:05', status: 'never_seen' }),
      ]);
    }
  });

  it.each([
    ['owner', 200, 201],
    ['manager', 200, 201],
    ['analyst', 200, 403],
    ['viewer', 403, 403],
    ['foreign', 404, 404],
    ['none', 401, 401],
  ] as const)('answers %s with %i to read and %i to add', async (actor, read, add) => {
    expect((await call('GET', sensorsOf(fx.location.id), undefined, actor)).status).toBe(read);
    expect(
      (await call('GET', `/api/v1/locations/${fx.location.id}/sensors`, undefined, actor)).status,
    ).toBe(read);
    const serial = `GW-PERM-${actor.toUpperCase()}`;
    expect((await call('POST', sensorsOf(fx.location.id), { serial }, actor)).status).toBe(add);
  });

  it('registers an unknown serial to the corporation, normalised, with its fields', async () => {
    const res = await call('POST', sensorsOf(fx.location.id), {
      serial: ' aa-bb-cc-00-00-01 ',
      name: ' Back door ',
      services: ['HEATMAP', 'FOOTTRAFFIC', 'HEATMAP'],
      height_cm: 182.88,
      x_m: 1.5,
      y_m: 0,
    });
    expect(res.body.meta).toBeUndefined();
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      serial: 'AA:BB:CC:00:00:01',
      name: 'Back door',
      services: ['HEATMAP', 'FOOTTRAFFIC'],
      height_cm: 182.88,
      x_m: 1.5,
      y_m: 0,
      status: 'never_seen',
    });
    const again = await call('POST', sensorsOf(fx.location.id), { serial: 'aabbcc000001' });
    expect(again.status).toBe(409);
    expect(again.body.meta.error_message).toBe('The sensor is already connected to this location');
  });

  it('connects a free gateway of the registry and refuses one connected elsewhere', async () => {
    const free = await call('POST', sensorsOf(fx.location.id), { serial: 'b8:27:eb:91:7e:19' });
    expect(free.status).toBe(201);
    // The registry's name stays unless a new one is given.
    expect(free.body.data).toMatchObject({ name: 'sensor20', services: ['FOOTTRAFFIC'] });
    const elsewhere = await call('POST', sensorsOf(fx.location.id), {
      serial: 'DC:A6:32:10:00:03',
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.meta.error_message).toBe(
      'The sensor is already connected to Lyon Part-Dieu Store, select it to change its location',
    );
  });

  it.each([
    [{}, 'serial', 'Serial is empty'],
    [{ serial: '  ' }, 'serial', 'Serial is empty'],
    [{ serial: 'not a serial' }, 'serial', 'Serial is not valid'],
    [{ serial: 'GW-V1', height_cm: -3 }, 'height_cm', 'Height is not positive'],
    [{ serial: 'GW-V2', height_cm: 'tall' }, 'height_cm', 'Height is not an number'],
    [{ serial: 'GW-V3', x_m: 'left' }, 'x_m', 'X is not an number'],
    [{ serial: 'GW-V4', services: ['WIFI'] }, 'services.0', 'Services are not valid'],
    [{ serial: 'GW-V5', area_id: '999999' }, 'area_id', 'Area is not an area of this location'],
    [{ serial: 'GW-V6', colour: 'red' }, 'colour', 'colour is not a known field'],
  ])('refuses %j with a field message', async (body, field, message) => {
    const res = await call('POST', sensorsOf(fx.location.id), body);
    expect(res.status).toBe(400);
    expect(res.body.meta.error_type).toBe('ValidationException');
    expect(res.body.meta.fields[field]).toBe(message);
  });

  it('reads and changes one sensor; its location decides who may', async () => {
    const list = (await call('GET', sensorsOf(fx.location.id))).body.data;
    const id = list.find((s: { serial: string }) => s.serial === 'DC:A6:32:10:00:01').id as string;
    const [area] = await server.ctx.db
      .insert(areas)
      .values({ locationId: Number(fx.location.id), name: 'Shoes' })
      .returning();
    const [foreignArea] = await server.ctx.db
      .insert(areas)
      .values({ locationId: Number(fx.otherLocationId), name: 'Elsewhere' })
      .returning();

    expect((await call('GET', `/api/system/sensors/${id}`)).body.data.serial).toBe(
      'DC:A6:32:10:00:01',
    );
    const changed = await call('PUT', `/api/system/sensors/${id}`, {
      name: 'Entrance left',
      services: ['FOOTTRAFFIC'],
      area_id: String(area?.id),
      x_m: 3.25,
      y_m: 4.5,
      height_cm: 243.8,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Entrance left',
      services: ['FOOTTRAFFIC'],
      area_id: String(area?.id),
      x_m: 3.25,
      y_m: 4.5,
      height_cm: 243.8,
    });
    const cleared = await call('PUT', `/api/system/sensors/${id}`, {
      height_cm: null,
      area_id: null,
    });
    expect(cleared.body.data).toMatchObject({ height_cm: null, area_id: null, x_m: 3.25 });
    const wrongArea = await call('PUT', `/api/system/sensors/${id}`, {
      area_id: String(foreignArea?.id),
    });
    expect(wrongArea.status).toBe(400);

    expect((await call('GET', `/api/system/sensors/${id}`, undefined, 'analyst')).status).toBe(200);
    expect((await call('PUT', `/api/system/sensors/${id}`, { name: 'x' }, 'analyst')).status).toBe(
      403,
    );
    expect((await call('GET', `/api/system/sensors/${id}`, undefined, 'viewer')).status).toBe(403);
    const foreign = await call('GET', `/api/system/sensors/${id}`, undefined, 'foreign');
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.error_message).toBe('The sensor was not found');
    expect(
      (await call('PUT', `/api/system/sensors/${id}`, { name: 'Taken' }, 'foreign')).status,
    ).toBe(404);
    expect((await call('GET', `/api/system/sensors/${id}`, undefined, 'none')).status).toBe(401);
    expect((await call('GET', '/api/system/sensors/99999999')).status).toBe(404);
  });

  it('moves a sensor to another location and disconnects it', async () => {
    const added = (
      await call('POST', sensorsOf(fx.location.id), { serial: 'GW-MOVE-1', x_m: 1, y_m: 2 })
    ).body.data;
    const moved = await call('PUT', `/api/system/sensors/${added.id}`, {
      location_id: fx.otherLocationId,
    });
    expect(moved.body.data).toMatchObject({
      location_id: fx.otherLocationId,
      x_m: null,
      y_m: null,
    });
    const freed = await call('PUT', `/api/system/sensors/${added.id}`, { location_id: null });
    expect(freed.body.data.location_id).toBeNull();
    expect((await call('GET', `/api/system/sensors/${added.id}`)).status).toBe(404);
    // Free again: it can be connected anew.
    expect((await call('POST', sensorsOf(fx.location.id), { serial: 'gw-move-1' })).status).toBe(
      201,
    );
    const badTarget = await call('PUT', `/api/system/sensors/${added.id}`, {
      location_id: '99999999',
    });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.meta.fields.location_id).toBe('Location is not valid');
  });

  it("answers the location's services", async () => {
    const res = await call('GET', `/api/v1/locations/${fx.location.id}/services`);
    expect(res.body.data).toEqual({
      service: 'PLUS',
      tag_services: ['DOORCOUNTER'],
      sensor_services: ['FOOTTRAFFIC', 'HEATMAP'],
    });
    const path = `/api/v1/locations/${fx.location.id}/services`;
    expect((await call('GET', path, undefined, 'viewer')).status).toBe(200);
    expect((await call('GET', path, undefined, 'share')).status).toBe(200);
    expect((await call('GET', path, undefined, 'foreign')).status).toBe(404);
    expect((await call('GET', path, undefined, 'none')).status).toBe(401);
  });

  it('turns a gateway offline after 10 minutes without news', async () => {
    // As a heartbeat would: the gateway was seen just now.
    await server.ctx.db
      .update(sensors)
      .set({ lastSeenAt: server.ctx.now() })
      .where(eq(sensors.serial, 'DC:A6:32:10:00:01'));
    const seen = await call('GET', sensorsOf(fx.location.id));
    expect(
      seen.body.data.find((s: { serial: string }) => s.serial === 'DC:A6:32:10:00:01').status,
    ).toBe('online');
    server.clock.advance(11 * 60 * 1000);
    const res = await call('GET', sensorsOf(fx.location.id));
    expect(
      res.body.data.find((s: { serial: string }) => s.serial === 'DC:A6:32:10:00:01').status,
    ).toBe('offline');
  });
});
