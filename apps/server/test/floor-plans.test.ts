// Floor plans: CRUD, the scale, the dashboard's floor-plan answer with placed gateways and door
// counters, and the permission statuses (owner, analyst read-only, other corporation, no token).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { metresPerPixel } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { floorPlans, sensors, tags } from '../src/db/schema';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('floor plans', () => {
  let server: TestServer;
  let fixture: Fixture;
  let dataDir: string;
  let owner: string;
  let fileId: string;
  let planId: string;

  const uploadFile = async (token: string) => {
    const creds = (await server.request('GET', '/upload/credentials', { token })).body.data;
    const form = new FormData();
    form.set('pub_key', creds.public_key);
    form.set('store', '0');
    form.set('file_name', 'plan.png');
    form.set('signature', creds.signature);
    form.set('expire', String(creds.expire));
    form.set('file', new Blob([PNG_1X1]), 'plan.png');
    const res = await fetch(`${server.url}${creds.upload_url}`, { method: 'POST', body: form });
    return ((await res.json()) as { data: { file: string } }).data.file;
  };

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'footfall-floorplans-'));
    server.ctx.config.dataDir = dataDir;
    fixture = await organisationFixture(server);
    owner = fixture.tokens.owner!;
    fileId = await uploadFile(owner);
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const base = () => `/api/system/locations/${fixture.location.id}/floorplans`;

  it('creates a floor plan from an upload and lists it', async () => {
    const created = await server.request('POST', base(), {
      token: owner,
      body: { name: '  Ground floor ', file_id: fileId, width_px: 640, height_px: 718 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Ground floor',
      location_id: fixture.location.id,
      file_id: fileId,
      image_url: `/upload/files/${fileId}`,
      content_type: 'image/png',
      width_px: 640,
      height_px: 718,
      metres_per_pixel: null,
    });
    planId = created.body.data.id;
    const list = await server.request('GET', base(), { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(planId);
    const one = await server.request('GET', `/api/system/floorplans/${planId}`, { token: owner });
    expect(one.body.data.id).toBe(planId);
  });

  it('validates the body with field messages', async () => {
    const res = await server.request('POST', base(), {
      token: owner,
      body: { name: ' ', file_id: 'nope', width_px: 0, height_px: 1.5, extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.meta.fields).toMatchObject({
      name: 'Name is empty',
      file_id: 'File is not valid',
      width_px: 'Width must be at least 1 pixel',
      height_px: 'Height must be a whole number of pixels',
      extra: 'extra is not a known field',
    });
    const unknownFile = await server.request('POST', base(), {
      token: owner,
      body: { name: 'X', file_id: '0123456789abcdef0123456789abcdef', width_px: 1, height_px: 1 },
    });
    expect(unknownFile.status).toBe(400);
    expect(unknownFile.body.meta.fields.file_id).toBe('File is not valid');
  });

  it('sets the scale from a line of known length and renames', async () => {
    const scale = metresPerPixel(20.660138, [22, 9], [720, 9])!;
    const res = await server.request('PUT', `/api/system/floorplans/${planId}`, {
      token: owner,
      body: { metres_per_pixel: scale, name: 'Hall A' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.metres_per_pixel).toBeCloseTo(0.0296, 4);
    expect(res.body.data.name).toBe('Hall A');
    const bad = await server.request('PUT', `/api/system/floorplans/${planId}`, {
      token: owner,
      body: { metres_per_pixel: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.fields.metres_per_pixel).toBe('Scale must be greater than 0');
  });

  it("answers the location's floor plan with its placed gateways and door counters", async () => {
    const db = server.ctx.db;
    // The dashboard reads the location's first plan: remove the demo's own plan first.
    await db
      .delete(floorPlans)
      .where(
        and(
          eq(floorPlans.locationId, Number(fixture.location.id)),
          ne(floorPlans.id, Number(planId)),
        ),
      );
    const [sensor] = await db
      .insert(sensors)
      .values({
        serial: 'FLOORPLAN-TEST-GW-1',
        locationId: Number(fixture.location.id),
        name: 'Entrance gateway',
        services: 'FOOTTRAFFIC,HEATMAP',
        floorPlanId: Number(planId),
        xM: 1.5,
        yM: 2.5,
        heightCm: 250,
        lastSeenAt: new Date(),
      })
      .returning();
    await db.insert(tags).values({
      serial: 'FLOORPLAN-TEST-DC-1',
      locationId: Number(fixture.location.id),
      name: 'Front door',
      tagService: 'DOORCOUNTER',
      door: 'Main',
      floorPlanId: Number(planId),
      xM: 0,
      yM: 3,
    });
    const res = await server.request('GET', `/api/v1/locations/${fixture.location.id}/floor-plan`, {
      token: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.floor_plan.id).toBe(planId);
    expect(res.body.data.sensors).toEqual([
      expect.objectContaining({
        id: String(sensor!.id),
        name: 'Entrance gateway',
        services: ['FOOTTRAFFIC', 'HEATMAP'],
        x_m: 1.5,
        y_m: 2.5,
        status: 'online',
      }),
    ]);
    expect(res.body.data.door_counters).toEqual([
      expect.objectContaining({ name: 'Front door', door: 'Main', x_m: 0, y_m: 3 }),
    ]);
    const shared = await server.request(
      'GET',
      `/api/v1/locations/${fixture.location.id}/floor-plan`,
      { token: fixture.tokens.share },
    );
    expect(shared.status).toBe(200);
    const empty = await server.request(
      'GET',
      `/api/v1/locations/${fixture.otherLocationId}/floor-plan`,
      {
        token: owner,
      },
    );
    expect(empty.body.data).toEqual({
      floor_plan: null,
      sensors: [],
      door_counters: [],
      areas: [],
    });
  });

  it('checks permissions: analyst reads only, other corporation 404, no token 401', async () => {
    const analyst = fixture.tokens.analyst!;
    expect((await server.request('GET', base(), { token: analyst })).status).toBe(200);
    expect(
      (await server.request('GET', `/api/system/floorplans/${planId}`, { token: analyst })).status,
    ).toBe(200);
    const write = await server.request('PUT', `/api/system/floorplans/${planId}`, {
      token: analyst,
      body: { name: 'X' },
    });
    expect(write.status).toBe(403);
    const create = await server.request('POST', base(), {
      token: analyst,
      body: { name: 'X', file_id: fileId, width_px: 1, height_px: 1 },
    });
    expect(create.status).toBe(403);
    // A viewer has no floor-plan permission.
    expect((await server.request('GET', base(), { token: fixture.tokens.viewer })).status).toBe(
      403,
    );
    const foreign = fixture.tokens.foreign!;
    expect((await server.request('GET', base(), { token: foreign })).status).toBe(404);
    expect(
      (await server.request('GET', `/api/system/floorplans/${planId}`, { token: foreign })).status,
    ).toBe(404);
    expect(
      (
        await server.request('PUT', `/api/system/floorplans/${planId}`, {
          token: foreign,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    // Another corporation's file cannot be attached.
    const foreignFile = await uploadFile(foreign);
    const stolen = await server.request('PUT', `/api/system/floorplans/${planId}`, {
      token: owner,
      body: { file_id: foreignFile },
    });
    expect(stolen.status).toBe(400);
    expect((await server.request('GET', base())).status).toBe(401);
    expect((await server.request('GET', `/api/system/floorplans/${planId}`)).status).toBe(401);
  });

  it('deletes a floor plan', async () => {
    const created = await server.request('POST', base(), {
      token: owner,
      body: { name: 'Temp', file_id: fileId, width_px: 10, height_px: 10 },
    });
    const res = await server.request('DELETE', `/api/system/floorplans/${created.body.data.id}`, {
      token: owner,
    });
    expect(res.body.data).toEqual({ deleted: true });
    expect(
      (
        await server.request('GET', `/api/system/floorplans/${created.body.data.id}`, {
          token: owner,
        })
      ).status,
    ).toBe(404);
  });
});
