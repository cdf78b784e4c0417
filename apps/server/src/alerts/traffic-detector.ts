// Low traffic: after each completed local hour in open hours, the hour's count against the same
// weekday and hour of the previous 8 weeks (low-traffic-rule.ts). An hour is judged once its
// rollup has settled: 15 minutes after it ends and with its day no longer waiting for the
// pipeline; hours that ended more than 3 hours ago are not looked at any more.
import { addDays, zonedTimeToUtc } from '@footfall/core';
import { and, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { alertConditions, hourlyRollups, locations, pipelineDirtyDays, tags } from '../db/schema';
import { lowTrafficSubject } from './alert-kinds';
import { raiseCondition } from './conditions';
import { LOW_TRAFFIC_RULE, lowTrafficVerdict } from './low-traffic-rule';

const HOUR_MS = 3_600_000;
export const LOW_TRAFFIC_SETTLE_MS = 15 * 60_000;
export const LOW_TRAFFIC_LOOKBACK_MS = 3 * HOUR_MS;

type RollupRow = typeof hourlyRollups.$inferSelect;
export type TrafficMetric = 'visitors' | 'walk_ins';

/** Door counters count people at the door exactly; without one, Wi-Fi visitors. */
const valueOf = (row: RollupRow, metric: TrafficMetric) =>
  metric === 'walk_ins' ? row.walkIns : row.visitors;

/** Judged hours (location:hour -> the count judged) so a quiet minute does not re-read history;
 * a rollup rewritten with another count is judged again. */
export type JudgedHours = Map<string, number>;

async function comparableCounts(
  ctx: AppContext,
  row: RollupRow,
  timeZone: string,
  metric: TrafficMetric,
): Promise<number[]> {
  const weeks = Array.from({ length: LOW_TRAFFIC_RULE.maxWeeks }, (_, index) =>
    addDays(row.localDate, -7 * (index + 1)),
  );
  const starts = weeks.map((date) => new Date(zonedTimeToUtc(date, row.localHour, timeZone)));
  const history = await ctx.db
    .select()
    .from(hourlyRollups)
    .where(
      and(eq(hourlyRollups.locationId, row.locationId), inArray(hourlyRollups.hourStart, starts)),
    );
  // Same local hour (a skipped daylight-saving hour has none) and open then too (a holiday's
  // closed hour is no comparison).
  return weeks.flatMap((date) => {
    const match = history.find(
      (other) =>
        other.localDate === date && other.localHour === row.localHour && other.inBusinessHours,
    );
    return match ? [valueOf(match, metric)] : [];
  });
}

export async function detectLowTraffic(
  ctx: AppContext,
  now: Date,
  judged: JudgedHours,
): Promise<number> {
  const nowMs = now.getTime();
  const places = await ctx.db
    .select({ id: locations.id, timezone: locations.timezone })
    .from(locations);
  if (places.length === 0) return 0;
  const zones = new Map(places.map((place) => [place.id, place.timezone]));
  const [hours, dirty, doorCounterPlaces] = await Promise.all([
    ctx.db
      .select()
      .from(hourlyRollups)
      .where(
        and(
          inArray(hourlyRollups.locationId, [...zones.keys()]),
          gt(hourlyRollups.hourStart, new Date(nowMs - LOW_TRAFFIC_LOOKBACK_MS - HOUR_MS)),
          lte(hourlyRollups.hourStart, new Date(nowMs - LOW_TRAFFIC_SETTLE_MS - HOUR_MS)),
          eq(hourlyRollups.inBusinessHours, true),
        ),
      ),
    ctx.db
      .select()
      .from(pipelineDirtyDays)
      .where(inArray(pipelineDirtyDays.locationId, [...zones.keys()])),
    ctx.db
      .selectDistinct({ locationId: tags.locationId })
      .from(tags)
      .where(eq(tags.tagService, 'DOORCOUNTER')),
  ]);
  const waiting = new Set(dirty.map((day) => `${day.locationId}:${day.localDate}`));
  const counted = new Set(doorCounterPlaces.map((row) => row.locationId));

  let events = 0;
  for (const row of hours) {
    if (waiting.has(`${row.locationId}:${row.localDate}`)) continue;
    const timeZone = zones.get(row.locationId) as string;
    const metric: TrafficMetric = counted.has(row.locationId) ? 'walk_ins' : 'visitors';
    const value = valueOf(row, metric);
    const key = `${row.locationId}:${row.hourStart.toISOString()}`;
    if (judged.get(key) === value) continue;
    const verdict = lowTrafficVerdict(value, await comparableCounts(ctx, row, timeZone, metric));
    judged.set(key, value);
    if (!verdict?.low) continue;
    const raised = await raiseCondition(
      ctx,
      {
        locationId: row.locationId,
        kind: 'low_traffic',
        subject: lowTrafficSubject(row.locationId, row.hourStart),
        detail: {
          metric,
          value,
          median: verdict.median,
          minimum: verdict.minimum,
          lower_bound: verdict.lowerBound,
          weeks: verdict.weeks,
          local_date: row.localDate,
          local_hour: row.localHour,
          hour_start: row.hourStart.toISOString(),
        },
      },
      row.hourStart,
      now,
    );
    if (raised) events += 1;
  }
  // A judged hour leaves the window for good: forget it, and its condition (kept only so that
  // two jobs cannot both raise it).
  const horizon = nowMs - LOW_TRAFFIC_LOOKBACK_MS - 2 * HOUR_MS;
  for (const key of judged.keys())
    if (Date.parse(key.slice(key.indexOf(':') + 1)) < horizon) judged.delete(key);
  await ctx.db
    .delete(alertConditions)
    .where(
      and(eq(alertConditions.kind, 'low_traffic'), lt(alertConditions.since, new Date(horizon))),
    );
  return events;
}
