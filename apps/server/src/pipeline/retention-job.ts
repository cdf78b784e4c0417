// The retention job (hourly, in the worker): raw detections and heartbeats of local days past each
// location's raw_retention_days are deleted, whole days at a time (stages/retention-cutoff.ts). Visits
// and rollups stay. Raw detections go by whole UTC-day partitions where every location's
// retention has passed the day (db/raw-partitions.ts), the rest row by row.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { gatewayHeartbeats, locations, locationSettings, rawDetections } from '../db/schema';
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import {
  dropRawPartitionsBefore,
  longestRawRetention,
  prepareRawPartitions,
} from '../db/raw-partitions';
import { retentionCutoff } from './stages/retention-cutoff';
import { executeRows } from '../db/execute-rows';

/** The longest raw retention a location may have (definitions: 90 days), and a day of zones. */
const LONGEST_RETENTION_MS = 91 * 86_400_000;

export interface RetentionResult {
  detections: number;
  heartbeats: number;
}

function rowCount(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

export async function runRetention(ctx: AppContext): Promise<RetentionResult> {
  const now = ctx.now().getTime();
  const everyLocation = await ctx.db
    .select({
      id: locations.id,
      timeZone: locations.timezone,
      days: locationSettings.rawRetentionDays,
    })
    .from(locations)
    .leftJoin(locationSettings, eq(locationSettings.locationId, locations.id));
  // Only locations that have raw data at all: most of a large estate may have none. One index
  // probe per location, naming it (one shard on Citus, docs/operations.md "Citus").
  const withRaw: typeof everyLocation = [];
  for (const location of everyLocation)
    if (await hasRawData(ctx, location.id)) withRaw.push(location);
  const cutoffs = withRaw.map((location) => ({
    id: location.id,
    cutoff: new Date(
      retentionCutoff(
        now,
        location.timeZone,
        location.days ?? DEFAULT_LOCATION_DEFINITIONS.raw_retention_days,
      ),
    ),
  }));
  await prepareRawPartitionsFor(ctx);
  // A day partition goes when every location's retention has passed it; with no raw data left
  // anywhere, only partitions older than any retention allows.
  const everyonesCutoff =
    cutoffs.length > 0
      ? Math.min(...cutoffs.map(({ cutoff }) => cutoff.getTime()))
      : now - LONGEST_RETENTION_MS;
  const result: RetentionResult = {
    detections: await dropRawPartitionsBefore(ctx.db, everyonesCutoff),
    heartbeats: 0,
  };
  for (const location of cutoffs) {
    const cutoff = location.cutoff;
    result.detections += rowCount(
      await ctx.db
        .delete(rawDetections)
        .where(and(eq(rawDetections.locationId, location.id), lt(rawDetections.ts, cutoff))),
    );
    result.heartbeats += rowCount(
      await ctx.db
        .delete(gatewayHeartbeats)
        .where(
          and(eq(gatewayHeartbeats.locationId, location.id), lt(gatewayHeartbeats.ts, cutoff)),
        ),
    );
  }
  return result;
}

async function hasRawData(ctx: AppContext, locationId: number): Promise<boolean> {
  const [row] = await executeRows<{ has: boolean }>(
    ctx.db,
    sql`select
    exists (select 1 from ${rawDetections} where ${rawDetections.locationId} = ${locationId}::int)
    or exists (select 1 from ${gatewayHeartbeats}
      where ${gatewayHeartbeats.locationId} = ${locationId}::int) as has`,
  );
  return row?.has === true;
}

/** The partitions ingest may need (run at the worker's start and with each retention job). */
export async function prepareRawPartitionsFor(ctx: AppContext): Promise<void> {
  const retention = await longestRawRetention(
    ctx.db,
    DEFAULT_LOCATION_DEFINITIONS.raw_retention_days,
  );
  await prepareRawPartitions(ctx.db, ctx.now().getTime(), retention);
}
