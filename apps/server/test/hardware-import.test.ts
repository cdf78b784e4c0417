// The CSV hardware import: one fixture row for each of the five outcomes of docs/product.md section
// 5, as a preview (nothing changes) and for real (only "added" rows land, each whole), the summary,
// validation messages (a bad file changes nothing) and permissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, sensors } from '../src/db/schema';
import { organisationFixture, type Actor, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

// The five outcomes, one row each:
// line 2: a free gateway of the demo corporation (tetam.dev sensor10) -> added
// line 3: a serial registered to another corporation -> unavailable
// line 4: a gateway already connected to this location -> already_here
// line 5: a serial nobody registered -> not_found
// line 6: a gateway connected to Lyon -> elsewhere
const FIXTURE = [
  'serial,name,area,height,x,y',
  'b8-27-eb-45-21-b4,North gateway,shoes,122,7.00,7.09',
  'AA:BB:CC:00:00:99,Theirs,,,,',
  'DC:A6:32:10:00:01,Entrance,,,,',
  '"FF:FF:FF:00:00:01","Nobody\'s, really",,,,',
  'dca632100003,Hall,,,,',
].join('\n');

const OUTCOMES = [
  {
    line: 2,
    serial: 'B8:27:EB:45:21:B4',
    outcome: 'added',
    message: 'the sensor was added successfully',
  },
  {
    line: 3,
    serial: 'AA:BB:CC:00:00:99',
    outcome: 'unavailable',
    message: 'the sensor is unavailable to the user',
  },
  {
    line: 4,
    serial: 'DC:A6:32:10:00:01',
    outcome: 'already_here',
    message: 'the sensor is already connected to this location',
  },
  {
    line: 5,
    serial: 'FF:FF:FF:00:00:01',
    outcome: 'not_found',
    message: 'the sensor was not found',
  },
  {
    line: 6,
    serial: 'DC:A6:32:10:00:03',
    outcome: 'elsewhere',
    message:
      'the sensor is already connected to Lyon Part-Dieu Store, select it to change its location',
    location_name: 'Lyon Part-Dieu Store',
  },
];
const ONE_EACH = { added: 1, unavailable: 1, already_here: 1, not_found: 1, elsewhere: 1 };

describe('CSV hardware import', () => {
  let server: TestServer;
  let fx: Fixture;
  let areaId: number;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    // Another corporation (a sign-up of its own) registers AA:BB:CC:00:00:99 at its location.
    const other = fx.tokens.foreign;
    const place = await server.request('POST', '/api/system/locations', {
      token: other,
      body: {
        name: 'Rival Store',
        type: 'RETAIL',
        service: 'PLUS',
        country: 'USA',
        timezone: 'UTC',
      },
    });
    const registered = await server.request(
      'POST',
      `/api/system/locations/${place.body.data.id}/sensors`,
      { token: other, body: { serial: 'aabbcc000099' } },
    );
    if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
    const [area] = await server.ctx.db
      .insert(areas)
      .values({ locationId: Number(fx.location.id), name: 'Shoes' })
      .returning();
    areaId = area?.id ?? 0;
  });
  afterAll(() => server?.stop());
  const importCsv = (csv: string, dryRun: boolean, actor: Actor = 'owner', id = fx.location.id) =>
    server.request('POST', `/api/system/locations/${id}/sensors/import`, {
      token: fx.tokens[actor],
      body: { csv, dry_run: dryRun },
    });
  const registry = async (serial: string) =>
    (await server.ctx.db.select().from(sensors).where(eq(sensors.serial, serial)))[0];

  it('previews one row per outcome and changes nothing', async () => {
    const res = await importCsv(FIXTURE, true);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ dry_run: true, rows: OUTCOMES, summary: ONE_EACH });
    expect((await registry('B8:27:EB:45:21:B4'))?.locationId).toBeNull();
    expect(await registry('FF:FF:FF:00:00:01')).toBeUndefined();
  });

  it('imports: only the added row lands, whole, with its area, height and position', async () => {
    const before = {
      theirs: await registry('AA:BB:CC:00:00:99'),
      lyon: await registry('DC:A6:32:10:00:03'),
    };
    const res = await importCsv(FIXTURE, false);
    expect(res.body.data).toEqual({ dry_run: false, rows: OUTCOMES, summary: ONE_EACH });
    expect(await registry('B8:27:EB:45:21:B4')).toMatchObject({
      locationId: Number(fx.location.id),
      name: 'North gateway',
      areaId,
      heightCm: 122,
      xM: 7,
      yM: 7.09,
    });
    expect(await registry('AA:BB:CC:00:00:99')).toEqual(before.theirs);
    expect(await registry('DC:A6:32:10:00:03')).toEqual(before.lyon);
    expect(await registry('FF:FF:FF:00:00:01')).toBeUndefined();
    const listed = (
      await server.request('GET', `/api/system/locations/${fx.location.id}/sensors`, {
        token: fx.tokens.owner,
      })
    ).body.data;
    expect(listed.find((s: { serial: string }) => s.serial === 'B8:27:EB:45:21:B4')).toMatchObject({
      name: 'North gateway',
      area_id: String(areaId),
      height_cm: 122,
    });
    // Imported again, the row is already here.
    const again = await importCsv(FIXTURE, false);
    expect(again.body.data.summary).toEqual({ ...ONE_EACH, added: 0, already_here: 2 });
  });

  it('places tetam.dev gateways at another location; an unknown area is left empty', async () => {
    const csv = [
      'mac,name,area,height,x,y',
      '000000000101,sensor11,Nowhere,230,7.18,0.68',
      '000000000102,sensor12,,230,0.71,6.16',
    ].join('\r\n');
    const res = await importCsv(csv, false, 'owner', fx.otherLocationId);
    expect(res.body.data.summary.added).toBe(2);
    expect(await registry('00:00:00:00:01:01')).toMatchObject({
      locationId: Number(fx.otherLocationId),
      areaId: null,
      heightCm: 230,
    });
  });

  it('refuses a file with a bad line, listing every problem, and imports nothing from it', async () => {
    const csv = [
      'serial,name,area,height,x,y',
      'b827ebfd7811,ok,,122,1,1',
      'not a serial,,,,,',
      'b827ebf7d096,,,tall,,',
    ].join('\n');
    const res = await importCsv(csv, false);
    expect(res.status).toBe(400);
    expect(res.body.meta.error_message).toBe('Line 3: Serial is not valid: "not a serial"');
    expect(res.body.meta.fields).toEqual({
      csv: 'Line 3: Serial is not valid: "not a serial"',
      'csv.3': 'Serial is not valid: "not a serial"',
      'csv.4': 'Height is not an number',
    });
    expect((await registry('B8:27:EB:FD:78:11'))?.locationId).toBeNull();
  });

  it.each([
    [{ csv: '', dry_run: true }, 'csv', 'CSV is empty'],
    [{ csv: 'serial\nGW-1' }, 'dry_run', 'dry_run must be true or false'],
    [{ csv: 'name\nx', dry_run: true }, 'csv', expect.stringContaining('serial (or mac) column')],
  ])('validates the request %j', async (body, field, message) => {
    const res = await server.request(
      'POST',
      `/api/system/locations/${fx.location.id}/sensors/import`,
      {
        token: fx.tokens.owner,
        body,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.meta.fields[field]).toEqual(message);
  });

  it.each([
    ['manager', 200],
    ['analyst', 403],
    ['viewer', 403],
    ['foreign', 404],
    ['none', 401],
  ] as const)('answers %s with %i', async (actor, status) => {
    expect((await importCsv('serial\nFF:FF:FF:00:00:02', true, actor)).status).toBe(status);
  });
});
