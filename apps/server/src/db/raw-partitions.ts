// raw_detections is partitioned by UTC day (migration 0009): raw_detections_YYYYMMDD holds
// [day 00:00Z, next day 00:00Z), and raw_detections_default takes rows of a day that has no
// partition yet, so ingest never waits for one. The worker's start and its hourly retention job
// make the partitions of every day ingest may accept (the longest raw retention of any location
// back to tomorrow), so backfills land in their days; they move rows that still end up in the
// default partition into partitions of their days, and drop whole days every location's
// retention has passed.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const DAY_MS = 86_400_000;
const NAME = /^raw_detections_(\d{4})(\d{2})(\d{2})$/;

/** One process at a time makes partitions (the job may run in several workers). */
const PARTITION_LOCK = 0x52415750; // "RAWP"

const utcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const partitionName = (day: number) =>
  `raw_detections_${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Gives a partition to each UTC day from the one `retentionDays` (+1 for time zones) before now to
 * tomorrow, and to each day that has rows in the default partition: the table is made on its own,
 * filled from the default partition, then attached (which locks the parent far less than CREATE
 * TABLE ... PARTITION OF, and only the default partition fully).
 */
export async function prepareRawPartitions(
  db: Database,
  now: number,
  retentionDays: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const waiting = rowsOf<{ day: string }>(
      await tx.execute(sql`select distinct (floor(extract(epoch from ts) / 86400) * 86400000)::text
        as day from raw_detections_default`),
    ).map((row) => Number(row.day));
    const window: number[] = [];
    for (
      let day = utcDay(now) - (retentionDays + 1) * DAY_MS;
      day <= utcDay(now) + DAY_MS;
      day += DAY_MS
    )
      window.push(day);
    const days = [...new Set([...window, ...waiting])];
    const existing = new Set(
      rowsOf<{ name: string }>(
        await tx.execute(sql`select name from unnest(${sql.param(days.map(partitionName))}::text[])
          as name where to_regclass(name) is not null`),
      ).map((row) => row.name),
    );
    let made = 0;
    for (const day of days) {
      const name = partitionName(day);
      if (existing.has(name)) continue;
      const from = new Date(day).toISOString();
      const to = new Date(day + DAY_MS).toISOString();
      await tx.execute(
        sql.raw(
          `create table "${name}" (like raw_detections including defaults including constraints)`,
        ),
      );
      await tx.execute(
        sql.raw(`with moved as (
            delete from raw_detections_default where ts >= '${from}' and ts < '${to}' returning *)
          insert into "${name}" select * from moved`),
      );
      await tx.execute(
        sql.raw(`alter table raw_detections attach partition "${name}"
          for values from ('${from}') to ('${to}')`),
      );
      made += 1;
    }
    return made;
  });
}

/** Drops the day partitions that end at or before `cutoff`; returns how many rows went. */
export async function dropRawPartitionsBefore(db: Database, cutoff: number): Promise<number> {
  const partitions = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname::text as name
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'raw_detections'::regclass`),
  );
  let rows = 0;
  for (const partition of partitions) {
    const day = NAME.exec(partition.name);
    if (!day) continue;
    const end = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) + DAY_MS;
    if (end > cutoff) continue;
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${partition.name}"`)),
    );
    await db.execute(sql.raw(`drop table if exists "${partition.name}"`));
    rows += counted?.n ?? 0;
  }
  return rows;
}

/** The longest raw retention of any location (its default where a location has none set). */
export async function longestRawRetention(db: Database, fallback: number): Promise<number> {
  const [row] = rowsOf<{ days: number | null }>(
    await db.execute(sql`select max(raw_retention_days)::int as days from location_settings`),
  );
  return Math.max(row?.days ?? fallback, fallback);
}
