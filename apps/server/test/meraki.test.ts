// The Cisco Meraki Scanning API v3 receiver over HTTP, with bodies shaped after Cisco's documented
// WiFi and Bluetooth examples (times moved to now): the validator handshake, the secret (the
// location's API key), hashing of client MACs, access points as gateways, and retries counted once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let token: string;
let apiKey: string;
const LOCATION = 1;
const RECEIVER = `/api/v1/ingest/meraki/${LOCATION}`;

async function rows<T>(query: string): Promise<T[]> {
  const result = await server.ctx.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

function wifiPost(secret: string, at: Date, clientMac = '00:11:22:33:44:55') {
  const time = at.toISOString().replace('.000Z', 'Z');
  return {
    version: '3.0',
    secret,
    type: 'WiFi',
    data: {
      networkId: 'N_24329156',
      observations: [
        {
          clientMac,
          ipv4: '123.45.67.89',
          ipv6: '2001:db8:0:0:0:0:0:1',
          latestRecord: { time, nearestApMac: '00:18:0a:13:dd:b0', nearestApRssi: -50 },
          locations: [
            {
              time,
              x: 100,
              y: 100,
              lat: 37.4180951010362,
              lng: -122.098531723022,
              variance: 5.5,
              floorPlanId: 'g_2176',
              floorPlanName: 'Floor 1',
              nearestApTags: ['tag1', 'tag2'],
              rssiRecords: [
                { apMac: '00:18:0a:13:dd:b0', rssi: -50 },
                { apMac: '00:18:0a:13:dd:b1', rssi: -71 },
              ],
            },
          ],
          manufacturer: 'Meraki',
          os: 'Linux',
          ssid: 'Corporate',
        },
      ],
    },
  };
}

function bluetoothPost(secret: string, at: Date) {
  const time = at.toISOString();
  return {
    version: '3.0',
    secret,
    type: 'Bluetooth',
    data: {
      networkId: 'N_24329156',
      observations: [
        {
          clientMac: 'd6:5a:1f:00:00:01',
          name: 'Beacon 1',
          latestRecord: { time, nearestApMac: '00:18:0a:13:dd:b0', nearestApRssi: -62 },
          locations: [
            {
              time,
              x: 12.5,
              y: 4,
              variance: 3.2,
              floorPlanId: 'g_2176',
              floorPlanName: 'Floor 1',
              nearestApTags: [],
              rssiRecords: [{ apMac: '00:18:0a:13:dd:b0', rssi: -62 }],
            },
          ],
        },
      ],
    },
  };
}

beforeAll(async () => {
  server = await startTestServer({ demo: true, pipelineWorker: false });
  const session = await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  token = session.body.data.access_token;
  const key = await server.request('PUT', `/api/system/locations/${LOCATION}/api-key`, {
    token,
    body: { api_key: 'new' },
  });
  apiKey = key.body.data.api_key;
});

afterAll(async () => {
  await server?.stop();
});

describe('the Meraki Scanning API v3 receiver', () => {
  it("answers Meraki's validation GET with the validator entered in the settings", async () => {
    expect((await server.request('GET', RECEIVER)).status).toBe(404);
    const saved = await server.request('PUT', `/api/system/locations/${LOCATION}/meraki`, {
      token,
      body: { validator: 'da6a17c407bb11dfeec7392a5042be0a4cc034b6' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      receiver_url: expect.stringMatching(new RegExp(`${RECEIVER}$`)),
      validator: 'da6a17c407bb11dfeec7392a5042be0a4cc034b6',
      last_post_at: null,
    });
    const validation = await server.request('GET', RECEIVER);
    expect(validation.status).toBe(200);
    expect(validation.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(validation.body).toBe('da6a17c407bb11dfeec7392a5042be0a4cc034b6');

    const bad = await server.request('PUT', `/api/system/locations/${LOCATION}/meraki`, {
      token,
      body: { validator: 'not a validator!' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.error_type).toBe('ValidationException');
  });

  it('refuses a wrong secret with 403 and stores nothing', async () => {
    const wrong = await server.request('POST', RECEIVER, {
      body: wifiPost('ffk_not-the-key', new Date(Date.now() - 60_000)),
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.meta.error_type).toBe('PermissionException');
    // Another location's key is not this location's secret either.
    const other = await server.request('POST', '/api/v1/ingest/meraki/2', {
      body: wifiPost(apiKey, new Date(Date.now() - 60_000)),
    });
    expect(other.status).toBe(403);
    expect(await rows(`select 1 from ingest_batches where kind = 'meraki'`)).toHaveLength(0);
  });

  it('stores each RSSI record as a detection of its access point, the MAC hashed, once', async () => {
    const body = wifiPost(apiKey, new Date(Date.now() - 120_000));
    const first = await server.request('POST', RECEIVER, { body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ accepted: 2, duplicate: false });
    // Meraki retries a post it had no answer for: the same post counts once.
    const again = await server.request('POST', RECEIVER, { body });
    expect(again.body.data).toMatchObject({ accepted: 0, duplicate: true });

    const stored = await rows<{
      serial: string;
      device: string;
      rssi: number;
      randomized: boolean;
    }>(
      `select s.serial, d.device, d.rssi, d.randomized from raw_detections d
       join sensors s on s.id = d.sensor_id
       where d.location_id = ${LOCATION} and s.serial like '00:18:0A:13:DD:%' order by s.serial`,
    );
    expect(stored.map(({ serial, rssi }) => ({ serial, rssi }))).toEqual([
      { serial: '00:18:0A:13:DD:B0', rssi: -50 },
      { serial: '00:18:0A:13:DD:B1', rssi: -71 },
    ]);
    expect(stored[0]!.device).toMatch(/^[0-9a-f]{32}$/);
    expect(stored[0]!.device).toBe(stored[1]!.device);
    expect(stored[0]!.randomized).toBe(false);
    // No raw MAC lands anywhere in the stored detections.
    expect(
      await rows(
        `select 1 from raw_detections where device ilike '%00:11:22%' or device ilike '%001122%'`,
      ),
    ).toHaveLength(0);
    const settings = await server.request('GET', `/api/system/locations/${LOCATION}/meraki`, {
      token,
    });
    expect(settings.body.data.last_post_at).not.toBeNull();
  });

  it('marks a locally administered (randomized) address and reads Bluetooth posts', async () => {
    const randomized = await server.request('POST', RECEIVER, {
      body: wifiPost(apiKey, new Date(Date.now() - 180_000), '3e:75:f2:a9:6b:f8'),
    });
    expect(randomized.body.data.accepted).toBe(2);
    const bluetooth = await server.request('POST', RECEIVER, {
      body: bluetoothPost(apiKey, new Date(Date.now() - 240_000)),
    });
    expect(bluetooth.status, JSON.stringify(bluetooth.body)).toBe(200);
    expect(bluetooth.body.data.accepted).toBe(1);
    const flags = await rows<{ randomized: boolean; n: number }>(
      `select randomized, count(*)::int as n from raw_detections d join sensors s on s.id = d.sensor_id
       where s.serial like '00:18:0A:13:DD:%' group by randomized order by randomized`,
    );
    // d6:... is locally administered too (bit 1 of 0xd6).
    expect(flags).toEqual([
      { randomized: false, n: 2 },
      { randomized: true, n: 3 },
    ]);
  });

  it('refuses what is not a Scanning API v3 post with 400', async () => {
    const body = { ...wifiPost(apiKey, new Date()), version: '2.0' };
    const old = await server.request('POST', RECEIVER, { body });
    expect(old.status).toBe(400);
    expect(old.body.meta.error_type).toBe('ValidationException');
    const noMac = wifiPost(apiKey, new Date());
    noMac.data.observations[0]!.clientMac = 'phone';
    expect((await server.request('POST', RECEIVER, { body: noMac })).status).toBe(400);
  });

  it('refuses the replaced key, says so, and counts it for the sensors page', async () => {
    const replaced = apiKey;
    const rotated = await server.request('PUT', `/api/system/locations/${LOCATION}/api-key`, {
      token,
      body: { api_key: 'new' },
    });
    apiKey = rotated.body.data.api_key;
    const refused = await server.request('POST', RECEIVER, {
      body: wifiPost(replaced, new Date()),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.error_message).toContain("the location's replaced API key");
    const hardware = await server.request('GET', `/api/system/locations/${LOCATION}/connections`, {
      token,
    });
    expect(hardware.body.data.api.refused_old_key).toMatchObject({ count: 1 });
    expect(
      (await server.request('POST', RECEIVER, { body: wifiPost(apiKey, new Date()) })).status,
    ).toBe(200);
  });
});
