// Data for the reports' journey: the dashboards' seed (Paris and the event sites, once per server)
// plus a second retail store, Lyon, so that the comparison grades two retail stores among each
// other (a figure has no grade with fewer than two locations of its type with data).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { seedDashboardData, SITES, type DemoApi, type SiteKey } from './dashboard-data';

export const STORES = {
  paris: SITES.paris.name,
  lyon: 'Lyon Part-Dieu Store',
} as const;

// Lyon's connected gateways in the demo venues (apps/server/src/seed/demo-venues.ts).
const LYON_GATEWAYS = ['DC:A6:32:10:00:03', 'DC:A6:32:10:00:06'];
const MINUTE = 60_000;

type Detection = { ts: string; device: string; rssi: number; randomized: boolean };

const device = (seed: string) => createHash('sha256').update(`e2e-reports:${seed}`).digest('hex');

/**
 * One device heard by both gateways every 20 s for `minutes` (the first gateway the strongest):
 * a 2-minute faint pass is a walk-by, a longer strong stay a visit. Lyon gets more walk-bys and
 * shorter visits than Paris, so the two stores' figures and grades differ.
 */
function lyonDay(day: string, end: number): Map<string, Detection[]> {
  const byGateway = new Map<string, Detection[]>(LYON_GATEWAYS.map((g) => [g, []]));
  const first = end - 100 * MINUTE;
  const add = (id: string, start: number, minutes: number, rssi: number) => {
    for (let ts = start; ts <= start + minutes * MINUTE; ts += 20_000)
      LYON_GATEWAYS.forEach((gateway, index) =>
        byGateway.get(gateway)!.push({
          ts: new Date(ts).toISOString(),
          device: id,
          rssi: index === 0 ? rssi : rssi - 10,
          randomized: false,
        }),
      );
  };
  for (let i = 0; i < 14; i += 1) add(device(`${day}:wb${i}`), first + i * 3 * MINUTE, 2, -80);
  for (let i = 0; i < 3; i += 1) add(device(`${day}:v${i}`), first + i * 6 * MINUTE, 6, -58);
  for (let i = 0; i < 2; i += 1) add(device(`${day}:e${i}`), first + i * 9 * MINUTE, 15, -55);
  return byGateway;
}

// Once per server, like the dashboards' seed (a restarted worker must not send the data twice).
const seededFile = path.join(process.env.E2E_DATA_DIR ?? '.tmp', 'e2e-reports-seeded.json');

/** The demo API and the ids of the demo locations the reports' tests use, the data sent. */
export async function seedReportData(api: APIRequestContext): Promise<{
  demo: DemoApi;
  ids: Record<SiteKey, string>;
  lyon: string;
}> {
  const { demo, ids } = await seedDashboardData(api);
  if (fs.existsSync(seededFile)) {
    const saved = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as { lyon: string };
    return { demo, ids, lyon: saved.lyon };
  }
  const list = await demo.get<{ id: string | number; name: string }[]>('/api/v1/locations');
  const found = list.find((location) => location.name === STORES.lyon);
  if (!found) throw new Error(`demo location ${STORES.lyon} not found`);
  const lyon = String(found.id);
  const key = await demo.rotateKey(lyon);
  const now = Date.now();
  const days = [
    { day: 'today', end: now - 5 * MINUTE },
    { day: 'yesterday', end: now - 25 * 60 * MINUTE },
  ];
  for (const { day, end } of days) {
    for (const [gateway, detections] of lyonDay(day, end)) {
      detections.sort((a, b) => a.ts.localeCompare(b.ts));
      await demo.post(
        '/api/v1/ingest/detections',
        { gateway, batch_id: `e2e-reports-${day}-${gateway.replaceAll(':', '')}`, detections },
        key,
      );
    }
  }
  await demo.waitForPipeline(lyon);
  fs.writeFileSync(seededFile, JSON.stringify({ lyon }));
  return { demo, ids, lyon };
}
