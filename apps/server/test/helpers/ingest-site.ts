// The ingest tests' site (docs/ingest.md): an organisation with two locations, one of them in
// UTC+14 (most UTC instants fall on the next local day there), and a stranger's location, each
// with its API key; and the reads the tests make of what ingest stored. No background pipeline
// worker: it would consume the dirty days the tests look at.
import { asc, eq } from 'drizzle-orm';
import { ingestBatches, rawDetections, sensors } from '../../src/db/schema';
import { startTestServer, type TestServer } from './test-server';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
let sequence = 0;
export const batchId = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}`;
export const iso = (ms: number) => new Date(ms).toISOString();

export type Detection = { ts: string; device: string; rssi: number; randomized: boolean };
export const detection = (ms: number, device = 'h:device-1', rssi = -60): Detection => ({
  ts: iso(ms),
  device,
  rssi,
  randomized: false,
});

type SiteLocation = { id: number; key: string; corporationId: number };

export interface IngestSite {
  server: TestServer;
  owner: string;
  /** Kiritimati Store, Pacific/Kiritimati (UTC+14). */
  far: SiteLocation;
  other: SiteLocation;
  /** A location of another organisation. */
  foreign: SiteLocation;
  corporationId: number;
}

/** A new location of the token's organisation, with its API key. */
export async function createLocation(
  server: TestServer,
  token: string,
  name: string,
  timezone: string,
) {
  const res = await server.request('POST', '/api/system/locations', {
    token,
    body: { name, type: 'RETAIL', service: 'PREMIUM', country: 'KIR', timezone },
  });
  if (res.status !== 201) throw new Error(`location: ${JSON.stringify(res.body)}`);
  const id = Number(res.body.data.id);
  const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
    token,
    body: { api_key: 'new' },
  });
  if (key.status !== 200) throw new Error(`api key: ${JSON.stringify(key.body)}`);
  const locations = await server.request('GET', '/api/v1/locations', { token });
  return {
    id,
    key: key.body.data.api_key as string,
    corporationId: Number(locations.body.data[0].corporation_id),
  };
}

export async function openIngestSite(): Promise<IngestSite> {
  const server = await startTestServer({ pipelineWorker: false });
  const owner = (await server.signUp()).token;
  const far = await createLocation(server, owner, 'Kiritimati Store', 'Pacific/Kiritimati');
  const other = await createLocation(server, owner, 'Second Store', 'UTC');
  const stranger = (await server.signUp()).token;
  const foreign = await createLocation(server, stranger, 'Stranger Store', 'UTC');
  return { server, owner, far, other, foreign, corporationId: far.corporationId };
}

/** What the tests do with the site's server: post a batch, read the clock and stored rows. */
export function ingestTools(server: () => TestServer) {
  const db = () => server().ctx.db;
  return {
    now: () => server().ctx.now().getTime(),
    db,
    post: (path: string, body: unknown, key?: string) =>
      server().request('POST', `/api/v1/ingest/${path}`, { token: key, body }),
    detectionsOf: (locationId: number) =>
      db()
        .select()
        .from(rawDetections)
        .where(eq(rawDetections.locationId, locationId))
        .orderBy(asc(rawDetections.ts)),
    sensorBySerial: async (serial: string) =>
      (await db().select().from(sensors).where(eq(sensors.serial, serial)))[0],
    batchRow: async (id: string) =>
      (await db().select().from(ingestBatches).where(eq(ingestBatches.batchId, id)))[0],
  };
}
