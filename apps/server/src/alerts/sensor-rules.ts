// When a gateway counts as offline and a door counter as silent (pure; the thresholds are the
// contract of docs/alerts.md).
import { addDays, localParts, type BusinessHours } from '@footfall/core';
import { isBusinessHour, openingOf } from '../pipeline/stages/day-frame';

const MINUTE_MS = 60_000;

/** docs/product.md section 11: a gateway is online when seen within 10 minutes. */
export const GATEWAY_OFFLINE_AFTER_MS = 10 * MINUTE_MS;
/** A door counter with no count interval for this long while the location is open. */
export const DOOR_COUNTER_SILENT_AFTER_MS = 60 * MINUTE_MS;

/** Offline: seen at least once, and not for more than 10 minutes (exactly 10 is still online). */
export function isGatewayOffline(lastSeenMs: number | null, nowMs: number): boolean {
  return lastSeenMs !== null && nowMs - lastSeenMs > GATEWAY_OFFLINE_AFTER_MS;
}

/** Whether the location is open at an instant, by its business hours in its time zone (an
 * exception for the date wins; a period closing after midnight covers the next morning). */
export function isOpenAt(hours: BusinessHours, ms: number, timeZone: string): boolean {
  const local = localParts(ms, timeZone);
  return isBusinessHour(
    local.hour,
    openingOf(hours, local.date),
    openingOf(hours, addDays(local.date, -1)),
  );
}

/**
 * Silent: the counter has reported at least once, its last count interval ended more than 60
 * minutes ago, and the location has been open for all of the last 60 minutes (so the silence
 * fell in open hours, not overnight). Opening periods are whole local hours, so a 60-minute
 * window touches at most two of them and checking both ends covers it.
 */
export function isDoorCounterSilent(
  lastCountEndMs: number | null,
  nowMs: number,
  openAt: (ms: number) => boolean,
): boolean {
  if (lastCountEndMs === null || nowMs - lastCountEndMs <= DOOR_COUNTER_SILENT_AFTER_MS)
    return false;
  return openAt(nowMs) && openAt(nowMs - DOOR_COUNTER_SILENT_AFTER_MS);
}
