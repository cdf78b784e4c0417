// Gateway offline and door counter silent: each outage opens one condition and raises one event;
// the device reporting again closes it with a resolution event (conditions.ts).
import type { BusinessHours } from '@footfall/core';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { locations, sensors, tags } from '../db/schema';
import { readBusinessHours } from '../setup/business-hours-store';
import { doorCounterSubject, gatewaySubject } from './alert-kinds';
import { openConditions, raiseCondition, resolveCondition } from './conditions';
import { isDoorCounterSilent, isGatewayOffline, isOpenAt } from './sensor-rules';
import { idOut } from '../db/ids';

const minutesBetween = (from: Date | null, to: Date) =>
  from ? Math.round((to.getTime() - from.getTime()) / 60_000) : null;

/** Events raised (offline) and resolved (back online) by one run. */
export async function detectGatewayOutages(ctx: AppContext, now: Date): Promise<number> {
  const gateways = await ctx.db
    .select()
    .from(sensors)
    .where(and(isNotNull(sensors.locationId), isNotNull(sensors.lastSeenAt)));
  const open = new Map((await openConditions(ctx, 'gateway_offline')).map((c) => [c.subject, c]));
  let events = 0;
  for (const gateway of gateways) {
    const locationId = gateway.locationId as number;
    const lastSeen = gateway.lastSeenAt as Date;
    const subject = gatewaySubject(gateway.id);
    const condition = open.get(subject);
    open.delete(subject);
    const offline = isGatewayOffline(lastSeen.getTime(), now.getTime());
    const detail = {
      sensor_id: idOut(gateway.id),
      serial: gateway.serial,
      name: gateway.name ?? gateway.serial,
      last_seen_at: lastSeen.toISOString(),
    };
    if (condition && condition.locationId !== locationId) {
      // Moved to another location while offline: close quietly; the new one gets its own event.
      await resolveCondition(ctx, condition, null, now);
    } else if (condition && !offline) {
      const resolution = {
        locationId,
        kind: 'gateway_online' as const,
        subject,
        detail: { ...detail, offline_minutes: minutesBetween(condition.since, lastSeen) },
      };
      if (await resolveCondition(ctx, condition, resolution, now)) events += 1;
      continue;
    }
    if (offline && (!condition || condition.locationId !== locationId)) {
      const raised = await raiseCondition(
        ctx,
        { locationId, kind: 'gateway_offline', subject, detail },
        lastSeen,
        now,
      );
      if (raised) events += 1;
    }
  }
  // Gateways disconnected or removed while offline: nothing left to report on.
  for (const condition of open.values()) await resolveCondition(ctx, condition, null, now);
  return events;
}

export async function detectSilentDoorCounters(ctx: AppContext, now: Date): Promise<number> {
  const counters = await ctx.db
    .select()
    .from(tags)
    .where(and(eq(tags.tagService, 'DOORCOUNTER'), isNotNull(tags.lastSeenAt)));
  const open = new Map(
    (await openConditions(ctx, 'door_counter_silent')).map((c) => [c.subject, c]),
  );
  const locationIds = [...new Set(counters.map((counter) => counter.locationId))];
  const zones = new Map(
    locationIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: locations.id, timezone: locations.timezone })
            .from(locations)
            .where(inArray(locations.id, locationIds))
        ).map((row) => [row.id, row.timezone]),
  );
  const hoursByLocation = new Map<number, Promise<BusinessHours>>();
  const hoursOf = (locationId: number) => {
    let hours = hoursByLocation.get(locationId);
    if (!hours) {
      hours = readBusinessHours(ctx.db, locationId);
      hoursByLocation.set(locationId, hours);
    }
    return hours;
  };

  let events = 0;
  for (const counter of counters) {
    const subject = doorCounterSubject(counter.id);
    const condition = open.get(subject);
    open.delete(subject);
    const lastCountEnd = counter.lastSeenAt as Date;
    const detail = {
      tag_id: idOut(counter.id),
      serial: counter.serial,
      name: counter.name,
      last_seen_at: lastCountEnd.toISOString(),
    };
    if (condition) {
      const moved = condition.locationId !== counter.locationId;
      // Counting again: a newer interval that is also recent (a late backfill of old counts
      // would otherwise close and re-raise the same silence).
      const counting =
        condition.since !== null &&
        lastCountEnd > condition.since &&
        !isDoorCounterSilent(lastCountEnd.getTime(), now.getTime(), () => true);
      if (moved || counting) {
        const resolution = moved
          ? null
          : {
              locationId: counter.locationId,
              kind: 'door_counter_reporting' as const,
              subject,
              detail: { ...detail, silent_minutes: minutesBetween(condition.since, now) },
            };
        if ((await resolveCondition(ctx, condition, resolution, now)) && resolution) events += 1;
      }
      if (!moved) continue;
    }
    const timeZone = zones.get(counter.locationId);
    if (timeZone === undefined) continue;
    // Business hours are read only for counters that have been quiet long enough.
    if (!isDoorCounterSilent(lastCountEnd.getTime(), now.getTime(), () => true)) continue;
    const hours = await hoursOf(counter.locationId);
    const openAt = (ms: number) => isOpenAt(hours, ms, timeZone);
    if (!isDoorCounterSilent(lastCountEnd.getTime(), now.getTime(), openAt)) continue;
    const raised = await raiseCondition(
      ctx,
      {
        locationId: counter.locationId,
        kind: 'door_counter_silent',
        subject,
        detail: { ...detail, silent_minutes: minutesBetween(lastCountEnd, now) },
      },
      lastCountEnd,
      now,
    );
    if (raised) events += 1;
  }
  for (const condition of open.values()) await resolveCondition(ctx, condition, null, now);
  return events;
}
