// The analytics benchmark's data: one corporation of N PLUS locations (Wi-Fi and a door counter,
// one gateway each) in three time zones, and a year of hourly rollups per location
// (hourly_rollups, and gateway_hourly_rollups for the completeness figures), generated inside the
// database with generate_series, a batch of locations per statement, then daily_rollups from them
// as the pipeline derives them.
import { seedOwner } from './bench-owner';
import { addDays, localDateOf } from '@footfall/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { locationServices, locations, sensors, tags } from '../apps/server/src/db/schema';
import { rebuildDailyRollups } from '../apps/server/src/analytics/daily-rollups';
import { namedSql } from '../apps/server/src/analytics/named-sql';

export const BENCH_EMAIL = 'analytics-bench@example.com';
export const BENCH_PASSWORD = 'analytics bench password';
const TIME_ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo'] as const;
const BATCH = 50;

export interface AnalyticsFixture {
  locationIds: number[];
  timeZoneOf: Map<number, string>;
  /** The year of local days that have rollups: [first, last]. */
  first: string;
  last: string;
}

/** The year of full local days before `now` (the same dates in every time zone used). */
export function benchYear(now: number): { first: string; last: string } {
  const today = TIME_ZONES.map((zone) => localDateOf(now, zone)).sort()[0] as string;
  const last = addDays(today, -1);
  return { first: addDays(last, -364), last };
}

async function seedOrganisation(db: Database, count: number) {
  const { corporation } = await seedOwner(db, {
    corporation: 'Bench Corp',
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    firstName: 'Bench',
    lastName: 'Analytics',
  });
  const rows = await db
    .insert(locations)
    .values(
      Array.from({ length: count }, (_, i) => ({
        corporationId: corporation.id,
        name: `Store ${i}`,
        type: 'RETAIL' as const,
        service: 'PLUS' as const,
        timezone: TIME_ZONES[i % TIME_ZONES.length] as string,
      })),
    )
    .returning({ id: locations.id, timezone: locations.timezone });
  await db.insert(locationServices).values(
    rows.flatMap((row) => [
      { locationId: row.id, category: 'sensor', service: 'FOOTTRAFFIC' },
      { locationId: row.id, category: 'tag', service: 'DOORCOUNTER' },
    ]),
  );
  await db.insert(sensors).values(
    rows.map((row) => ({
      serial: `BENCH-GW-${row.id}`,
      corporationId: corporation.id,
      locationId: row.id,
    })),
  );
  await db.insert(tags).values(
    rows.map((row) => ({
      locationId: row.id,
      serial: `BENCH-DC-${row.id}`,
      name: 'Entrance',
      tagService: 'DOORCOUNTER',
    })),
  );
  return rows;
}

// Visitors per hour: a deterministic pseudo-random figure, higher in the shop's open hours; every
// other count derives from it so the rows are consistent (engagers <= visitors, ...).
const HOURLY_ROLLUPS = `
insert into hourly_rollups (location_id, hour_start, local_date, local_hour, weekday,
  in_business_hours, walk_bys, visitors, engagers, fqv, returning_visitors, randomized_visitors,
  dwell_s_sum, duration_s_sum, walk_ins, walk_outs, occupancy_max, presence_avg, detections,
  gateways_reporting)
select g.location_id, g.hour_start, g.local_date, g.local_hour, g.weekday, g.open,
  g.v * 3 + g.noise, g.v, g.v / 3, g.v / 4, g.v / 5, (g.v * 2) / 5, g.v * 700, g.v * 1100,
  g.v * 2, g.v * 2, g.v, g.v / 2.0, g.v * 150 + 20, 1
from (
  select t.*,
    case when t.open then 10 + t.noise * 3 else t.noise / 4 end as v
  from (
    select z.location_id, z.hour_start, to_char(z.lt, 'YYYY-MM-DD') as local_date,
      extract(hour from z.lt)::int as local_hour, extract(isodow from z.lt)::int - 1 as weekday,
      (extract(hour from z.lt) between 9 and 19 and extract(isodow from z.lt) < 7) as open,
      ((z.location_id * 7919 + (extract(epoch from z.hour_start)::bigint / 3600) * 104729) % 17)::int
        as noise
    from (
      -- offset 0 keeps the subquery: the time zone conversion runs once per row, not five times
      select l.id as location_id, h.hour_start, h.hour_start at time zone l.timezone as lt
      from locations l
      cross join generate_series(cast(:from as timestamptz), cast(:to as timestamptz),
        interval '1 hour') as h(hour_start)
      where l.id between :low and :high
      offset 0
    ) z
  ) t
  where t.local_date between :first and :last
) g
order by g.location_id, g.hour_start`;

const GATEWAY_ROLLUPS = `
insert into gateway_hourly_rollups (location_id, sensor_id, hour_start, local_date, detections,
  heartbeats, minutes_seen)
select h.location_id, s.id, h.hour_start, h.local_date, h.detections, 60, 60
from hourly_rollups h
join sensors s on s.location_id = h.location_id
where h.location_id between :low and :high
order by h.location_id, s.id, h.hour_start`;

/** Seeds the organisation and a year of rollups; reports progress through `log`. */
export async function seedAnalyticsFixture(
  db: Database,
  count: number,
  now: number,
  log: (line: string) => void,
): Promise<AnalyticsFixture> {
  const rows = await seedOrganisation(db, count);
  const { first, last } = benchYear(now);
  // UTC bounds wide enough for every time zone; the local-date filter trims them.
  const from = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString();
  const to = new Date(Date.parse(`${last}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  // A throwaway database: unlogged tables seed faster (no WAL) and are read exactly the same way.
  await db.execute(sql`alter table hourly_rollups set unlogged`);
  await db.execute(sql`alter table gateway_hourly_rollups set unlogged`);
  await db.execute(sql`alter table daily_rollups set unlogged`);
  const started = performance.now();
  for (let i = 0; i < ids.length; i += BATCH) {
    const low = ids[i] as number;
    const high = ids[Math.min(ids.length, i + BATCH) - 1] as number;
    await db.execute(namedSql(HOURLY_ROLLUPS, { from, to, low, high, first, last }));
    await db.execute(namedSql(GATEWAY_ROLLUPS, { low, high }));
    await rebuildDailyRollups(db, {
      locationIds: ids.slice(i, i + BATCH),
      dateLow: first,
      dateHigh: last,
    });
    if ((i / BATCH) % 4 === 3 || i + BATCH >= ids.length)
      log(
        `  rollups of ${Math.min(ids.length, i + BATCH)}/${ids.length} locations (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  await db.execute(sql`analyze`);
  return {
    locationIds: ids,
    timeZoneOf: new Map(rows.map((row) => [row.id, row.timezone])),
    first,
    last,
  };
}
