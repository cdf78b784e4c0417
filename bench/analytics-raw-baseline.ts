// The analytics baseline: the foot-traffic question (walk-bys, visitors and dwell per day and in
// total over 30 days) answered from raw detections at request time, by sessionising them in SQL,
// which is what the rollups exist to avoid (docs/product.md section 11).
import { addDays, DEFAULT_BUSINESS_DAYS } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../apps/server/src/db/client';
import { sensors } from '../apps/server/src/db/schema';
import { dayFrame } from '../apps/server/src/pipeline/stages/day-frame';
import { benchDefinitions } from './pipeline-days';
import { seededRandom } from './prng';
import { clientOf, insertDetections, withConnection } from './raw-rows';
import { sessionsSql } from './sessionise-sql';
import { syntheticDay, syntheticGateways } from './synthetic-day';

export const RAW_DAYS = 30;
export const RAW_DETECTIONS_PER_DAY = Number(process.env.BENCH_RAW_DETECTIONS_PER_DAY ?? 20_000);

export interface RawLocation {
  locationId: number;
  timeZone: string;
  start: string;
  end: string;
  detections: number;
}

/** The location's gateways, topped up to the six of the synthetic store. */
async function sixGateways(db: Database, locationId: number): Promise<number[]> {
  const existing = await db
    .select({ id: sensors.id, corporationId: sensors.corporationId })
    .from(sensors)
    .where(eq(sensors.locationId, locationId));
  const missing = Math.max(0, 6 - existing.length);
  const added =
    missing === 0
      ? []
      : await db
          .insert(sensors)
          .values(
            Array.from({ length: missing }, (_, i) => ({
              serial: `BENCH-GW-${locationId}-${i}`,
              corporationId: existing[0]?.corporationId ?? null,
              locationId,
            })),
          )
          .returning({ id: sensors.id });
  return [...existing, ...added]
    .map((row) => row.id)
    .sort((a, b) => a - b)
    .slice(0, 6);
}

/** 30 days of synthetic raw detections of one location, ending on `last`. */
export async function loadRawLocation(
  db: Database,
  locationId: number,
  timeZone: string,
  last: string,
): Promise<RawLocation> {
  const random = seededRandom(locationId);
  const gateways = syntheticGateways(await sixGateways(db, locationId), null);
  const hours = {
    days: DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day })),
    exceptions: [],
    is_default: true,
  };
  const start = addDays(last, -(RAW_DAYS - 1));
  let detections = 0;
  for (let date = start; date <= last; date = addDays(date, 1)) {
    const frame = dayFrame(date, timeZone, hours);
    const day = syntheticDay(
      random,
      gateways,
      frame.hourStarts[0] ?? frame.dayEnd,
      RAW_DETECTIONS_PER_DAY,
    );
    await insertDetections(clientOf(db), locationId, day.detections);
    detections += day.detections.length;
  }
  await clientOf(db).query('analyze raw_detections');
  return { locationId, timeZone, start, end: last, detections };
}

/** The answer from raw rows: per local day and in total (rollup), like foot-traffic's. */
function rawFootTrafficSql(timeZone: string): string {
  const sessions = sessionsSql({
    timeZone,
    definitions: benchDefinitions,
    where: 'r.location_id = $1 and r.ts >= $2 and r.ts < $3',
  });
  return `
select s.local_date, (count(*) filter (where not s.is_visitor))::int as walk_bys,
  (count(*) filter (where s.is_visitor))::int as visitors,
  avg(s.dwell_s) filter (where s.is_visitor) as avg_dwell_s
from (${sessions}) s
group by rollup (s.local_date)
order by s.local_date`;
}

/**
 * Median milliseconds of the raw-rows answer over `runs` runs after one warm-up, with the same
 * sort memory the pipeline baseline gets; and its total visitors (a sanity check).
 */
export async function timeRawAnswer(
  handle: DatabaseHandle,
  raw: RawLocation,
  window: { from: string; to: string },
  runs: number,
): Promise<{ medianMs: number; visitors: number; walkBys: number }> {
  const text = rawFootTrafficSql(raw.timeZone);
  const params = [raw.locationId, window.from, window.to];
  return withConnection(handle, async (client) => {
    await client.query(`set work_mem = '256MB'`);
    await client.query(text, params);
    const times: number[] = [];
    let visitors = 0;
    let walkBys = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const result = await client.query(text, params);
      times.push(performance.now() - started);
      const total = result.rows.find((row) => row.local_date === null);
      visitors = Number(total?.visitors ?? 0);
      walkBys = Number(total?.walk_bys ?? 0);
    }
    await client.query('reset work_mem');
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)] ?? NaN, visitors, walkBys };
  });
}
