// Areas and area groups: CRUD, polygon validation messages, grouping, booth outlines on a hall plan
// and the permission statuses.
import { POLYGON_MESSAGES } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorPlans } from '../src/db/schema';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const SQUARE = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];

describe('areas and area groups', () => {
  let server: TestServer;
  let fixture: Fixture;
  let owner: string;
  let areaId: string;
  let groupId: string;

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fixture = await organisationFixture(server);
    owner = fixture.tokens.owner!;
  });
  afterAll(() => server?.stop());

  const areasUrl = () => `/api/system/locations/${fixture.location.id}/areas`;
  const groupsUrl = () => `/api/system/locations/${fixture.location.id}/areagroups`;

  it('creates an area with a polygon and lists it', async () => {
    const res = await server.request('POST', areasUrl(), {
      token: owner,
      body: { name: ' Entrance ', polygon: SQUARE },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Entrance',
      location_id: fixture.location.id,
      group_id: null,
      floor_plan_id: null,
      polygon: SQUARE,
    });
    areaId = res.body.data.id;
    const list = await server.request('GET', areasUrl(), { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: areaId }));
    const bare = await server.request('POST', areasUrl(), {
      token: owner,
      body: { name: 'Back' },
    });
    expect(bare.status).toBe(201);
    expect(bare.body.data.polygon).toBeNull();
  });

  it('explains a bad polygon', async () => {
    const cases: [unknown, string][] = [
      [
        [
          [0, 0],
          [1, 1],
        ],
        POLYGON_MESSAGES.tooFew,
      ],
      [
        [
          [0, 0],
          [4, 4],
          [4, 0],
          [0, 4],
        ],
        POLYGON_MESSAGES.selfIntersecting,
      ],
      [
        [
          [0, 0],
          [1, 'a'],
          [2, 2],
        ],
        POLYGON_MESSAGES.notNumbers,
      ],
      ['square', POLYGON_MESSAGES.notNumbers],
    ];
    for (const [polygon, message] of cases) {
      const res = await server.request('POST', areasUrl(), {
        token: owner,
        body: { name: 'Bad', polygon },
      });
      expect(res.status).toBe(400);
      expect(res.body.meta.error_type).toBe('ValidationException');
      expect(res.body.meta.fields.polygon ?? Object.values(res.body.meta.fields)[0]).toBe(message);
    }
    const noName = await server.request('POST', areasUrl(), { token: owner, body: { name: '' } });
    expect(noName.body.meta.fields.name).toBe('Name is empty');
    const badPlan = await server.request('POST', areasUrl(), {
      token: owner,
      body: { name: 'X', floor_plan_id: '999999' },
    });
    expect(badPlan.body.meta.fields.floor_plan_id).toBe('Floor plan is not valid');
  });

  it('groups areas: create a group, assign, rename, list, delete', async () => {
    const created = await server.request('POST', groupsUrl(), {
      token: owner,
      body: { name: 'Ground floor' },
    });
    expect(created.status).toBe(201);
    groupId = created.body.data.id;
    const assigned = await server.request('PUT', `/api/system/areas/${areaId}`, {
      token: owner,
      body: { group_id: groupId, name: 'Front entrance' },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ group_id: groupId, name: 'Front entrance' });
    const groups = await server.request('GET', groupsUrl(), { token: owner });
    expect(groups.body.data).toContainEqual({
      id: groupId,
      location_id: fixture.location.id,
      name: 'Ground floor',
      area_ids: [areaId],
    });
    const renamed = await server.request('PUT', `/api/system/areagroups/${groupId}`, {
      token: owner,
      body: { name: 'Level 0' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Level 0', area_ids: [areaId] });
    const redrawn = await server.request('PUT', `/api/system/areas/${areaId}`, {
      token: owner,
      body: {
        polygon: [
          [0, 0],
          [3, 0],
          [0, 3],
        ],
      },
    });
    expect(redrawn.body.data.polygon).toHaveLength(3);
    const crossing = await server.request('PUT', `/api/system/areas/${areaId}`, {
      token: owner,
      body: {
        polygon: [
          [0, 0],
          [4, 4],
          [4, 0],
          [0, 4],
        ],
      },
    });
    expect(crossing.status).toBe(400);
    // A group of another location is refused.
    const otherGroup = await server.request(
      'POST',
      `/api/system/locations/${fixture.otherLocationId}/areagroups`,
      { token: owner, body: { name: 'Elsewhere' } },
    );
    const cross = await server.request('PUT', `/api/system/areas/${areaId}`, {
      token: owner,
      body: { group_id: otherGroup.body.data.id },
    });
    expect(cross.status).toBe(400);
    expect(cross.body.meta.fields.group_id).toBe('Group is not valid');

    const removed = await server.request('DELETE', `/api/system/areagroups/${groupId}`, {
      token: owner,
    });
    expect(removed.body.data).toEqual({ deleted: true });
    const areas = await server.request('GET', areasUrl(), { token: owner });
    expect(areas.body.data.find((a: { id: string }) => a.id === areaId).group_id).toBeNull();
  });

  it("outlines a show's booth on its hall plan: one outline per booth and plan", async () => {
    const all = (await server.request('GET', '/api/v1/locations', { token: owner })).body.data as {
      id: string;
      name: string;
      parent_id: string | null;
    }[];
    const byName = (name: string) => all.find((location) => location.name === name)!;
    const show = byName('Hannover Messe');
    const booth = byName('Hall 1 · Booth A12');
    const otherBooth = byName('Hall 2 · Booth C03');
    expect(booth.parent_id).toBe(show.id);
    const showAreas = `/api/system/locations/${show.id}/areas`;
    const [hall, secondHall] = await server.ctx.db
      .insert(floorPlans)
      .values([
        { locationId: Number(show.id), name: 'Hall 1', widthPx: 400, heightPx: 300 },
        { locationId: Number(show.id), name: 'Hall 2', widthPx: 400, heightPx: 300 },
      ])
      .returning();
    const planId = String(hall!.id);

    const created = await server.request('POST', showAreas, {
      token: owner,
      body: {
        name: booth.name,
        floor_plan_id: planId,
        polygon: SQUARE,
        booth_location_id: booth.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: booth.name,
      location_id: show.id,
      floor_plan_id: planId,
      booth_location_id: booth.id,
    });
    const outlineId = created.body.data.id as string;

    // Not a booth of the show: another location, the show itself, an unknown id.
    for (const notChild of [fixture.location.id, show.id, '999999']) {
      const refused = await server.request('POST', showAreas, {
        token: owner,
        body: { name: 'X', floor_plan_id: planId, polygon: SQUARE, booth_location_id: notChild },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.meta.error_type).toBe('ValidationException');
      expect(refused.body.meta.fields.booth_location_id).toBe('Booth is not valid');
    }
    const refusedUpdate = await server.request('PUT', `/api/system/areas/${outlineId}`, {
      token: owner,
      body: { booth_location_id: fixture.location.id },
    });
    expect(refusedUpdate.body.meta.fields.booth_location_id).toBe('Booth is not valid');

    // A second outline of the same booth on the same plan: 409, on create and on update.
    const second = await server.request('POST', showAreas, {
      token: owner,
      body: {
        name: 'Again',
        floor_plan_id: planId,
        polygon: SQUARE,
        booth_location_id: booth.id,
      },
    });
    expect(second.status).toBe(409);
    expect(second.body.meta.error_type).toBe('ConflictException');
    expect(second.body.meta.fields.booth_location_id).toBe(
      'This booth already has an outline on this floor plan',
    );
    const other = await server.request('POST', showAreas, {
      token: owner,
      body: {
        name: otherBooth.name,
        floor_plan_id: planId,
        polygon: SQUARE,
        booth_location_id: otherBooth.id,
      },
    });
    expect(other.status).toBe(201);
    const moved = await server.request('PUT', `/api/system/areas/${other.body.data.id}`, {
      token: owner,
      body: { booth_location_id: booth.id },
    });
    expect(moved.status).toBe(409);
    // The same booth on another plan is fine; redrawing the outline itself is too.
    const elsewhere = await server.request('POST', showAreas, {
      token: owner,
      body: {
        name: booth.name,
        floor_plan_id: String(secondHall!.id),
        booth_location_id: booth.id,
      },
    });
    expect(elsewhere.status).toBe(201);
    const redrawn = await server.request('PUT', `/api/system/areas/${outlineId}`, {
      token: owner,
      body: {
        polygon: [
          [0, 0],
          [2, 0],
          [0, 2],
        ],
        booth_location_id: booth.id,
      },
    });
    expect(redrawn.status).toBe(200);
    expect(redrawn.body.data.booth_location_id).toBe(booth.id);

    const list = await server.request('GET', showAreas, { token: owner });
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: outlineId, booth_location_id: booth.id }),
        expect.objectContaining({ id: other.body.data.id, booth_location_id: otherBooth.id }),
      ]),
    );
    const plain = await server.request('GET', areasUrl(), { token: owner });
    for (const area of plain.body.data) expect(area.booth_location_id).toBeNull();
    const cleared = await server.request('PUT', `/api/system/areas/${outlineId}`, {
      token: owner,
      body: { booth_location_id: null },
    });
    expect(cleared.body.data.booth_location_id).toBeNull();
  });

  it('checks permissions: analyst reads only, viewer none, other corporation 404, no token 401', async () => {
    const analyst = fixture.tokens.analyst!;
    expect((await server.request('GET', areasUrl(), { token: analyst })).status).toBe(200);
    expect((await server.request('GET', groupsUrl(), { token: analyst })).status).toBe(200);
    expect(
      (await server.request('POST', areasUrl(), { token: analyst, body: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (
        await server.request('PUT', `/api/system/areas/${areaId}`, {
          token: analyst,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('DELETE', `/api/system/areas/${areaId}`, { token: analyst })).status,
    ).toBe(403);
    expect(
      (await server.request('POST', groupsUrl(), { token: analyst, body: { name: 'X' } })).status,
    ).toBe(403);
    expect((await server.request('GET', areasUrl(), { token: fixture.tokens.viewer })).status).toBe(
      403,
    );
    const manager = fixture.tokens.manager!;
    expect(
      (await server.request('POST', groupsUrl(), { token: manager, body: { name: 'M' } })).status,
    ).toBe(201);
    const foreign = fixture.tokens.foreign!;
    expect((await server.request('GET', areasUrl(), { token: foreign })).status).toBe(404);
    expect(
      (
        await server.request('PUT', `/api/system/areas/${areaId}`, {
          token: foreign,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request('DELETE', `/api/system/areas/${areaId}`, { token: foreign })).status,
    ).toBe(404);
    expect((await server.request('GET', areasUrl())).status).toBe(401);
    expect((await server.request('GET', groupsUrl(), { token: fixture.tokens.share })).status).toBe(
      403,
    );
  });

  it('deletes an area', async () => {
    const res = await server.request('DELETE', `/api/system/areas/${areaId}`, { token: owner });
    expect(res.body.data).toEqual({ deleted: true });
    expect(
      (
        await server.request('PUT', `/api/system/areas/${areaId}`, {
          token: owner,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
  });
});
