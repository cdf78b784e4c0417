// What the demo feed sends and in which order: the history as one window per local day (today up
// to the start instant and yesterday first, then the older days oldest first), then the live
// minutes. Windows never overlap, so no detection is sent twice; batch ids are deterministic, so a
// resent window is a no-op.
import { addDays, DEFAULT_RANGE_DAYS, localDateOf, zonedDayStart } from '@footfall/core';
import { uptimeSeconds } from './day';
import { windowOutput, type DayCache } from './window';
import type { Venue } from './venue';

export type FeedWindow = { from: number; to: number; label: string };

/**
 * Days back the demo history covers by default (today is day 0): the default view (the last 30
 * days, docs/product.md section 9) and the range it is compared with (the 60 days before) both hold
 * data.
 */
export const DEFAULT_HISTORY_DAYS = 3 * DEFAULT_RANGE_DAYS - 1;

/** Local-day windows of the history before `end`, index = days back: today's part, yesterday, ... */
export function historyWindows(timezone: string, end: number, days: number): FeedWindow[] {
  const today = localDateOf(end, timezone);
  const windows: FeedWindow[] = [];
  for (let back = 0; back <= days; back += 1) {
    const date = addDays(today, -back);
    const from = zonedDayStart(date, timezone);
    const to = Math.min(end, zonedDayStart(addDays(date, 1), timezone));
    if (to > from) windows.push({ from, to, label: date });
  }
  return windows;
}

/**
 * Days back in the order they are sent: today and yesterday first (the dashboards people open
 * first), then the rest oldest first. When an earlier day's visitors change, the pipeline
 * recomputes the returning visitors of the 30 days after it; sending the rest newest first would
 * make it reprocess every newer day again for each older one (quadratic), oldest first only the
 * two newest days.
 */
export function historyOrder(days: number): number[] {
  const rest = Array.from({ length: Math.max(0, days - 1) }, (_, i) => days - i);
  return [0, 1, ...rest].filter((back) => back <= days);
}

/** [from, to) cut at local midnights, so each request stays within one day's batch. */
export function splitByDay(timezone: string, from: number, to: number): FeedWindow[] {
  const windows: FeedWindow[] = [];
  let start = from;
  while (start < to) {
    const date = localDateOf(start, timezone);
    const end = Math.min(to, zonedDayStart(addDays(date, 1), timezone));
    windows.push({ from: start, to: end, label: date });
    start = end;
  }
  return windows;
}

export type FeedRequest =
  | {
      kind: 'detections';
      gateway: string;
      key: (string | number)[];
      detections: { ts: string; device: string; rssi: number; randomized: boolean }[];
    }
  | {
      kind: 'door-counts';
      tag: string;
      key: (string | number)[];
      counts: { start: string; end: string; in: number; out: number }[];
    }
  | { kind: 'heartbeat'; gateway: string; ts: string; uptimeS: number };

export const FIRMWARE = 'ffgw-2.4.1';
/** Detections per request: well under the server's 10,000, so one request never holds the
 * server's thread (shared with the pipeline and the dashboards) for long. */
const MAX_ITEMS = 2_500;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The requests of one window. `key` parts make the batch id (with the feed's seed): the venue,
 * the serial, the window and the chunk. Heartbeats only from `heartbeatsFrom` on (the history
 * sends the last hour's; older connectivity comes from the detections).
 */
export function windowRequests(
  venue: Venue,
  window: FeedWindow,
  cache: DayCache,
  heartbeatsFrom = window.from,
): FeedRequest[] {
  const out = windowOutput(venue, window.from, window.to, cache);
  const requests: FeedRequest[] = [];
  for (const [gateway, list] of out.detections)
    for (let chunk = 0; chunk * MAX_ITEMS < list.length; chunk += 1)
      requests.push({
        kind: 'detections',
        gateway,
        key: [venue.id, gateway, window.from, window.to, chunk],
        detections: list.slice(chunk * MAX_ITEMS, (chunk + 1) * MAX_ITEMS).map((d) => ({
          ts: iso(d.ts),
          device: d.device,
          rssi: d.rssi,
          randomized: d.randomized,
        })),
      });
  for (const [tag, list] of out.doorCounts)
    if (list.length > 0)
      requests.push({
        kind: 'door-counts',
        tag,
        key: [venue.id, tag, window.from, window.to],
        counts: list.map((i) => ({ start: iso(i.start), end: iso(i.end), in: i.in, out: i.out })),
      });
  for (const [gateway, times] of out.heartbeats)
    for (const ts of times)
      if (ts >= heartbeatsFrom)
        requests.push({ kind: 'heartbeat', gateway, ts: iso(ts), uptimeS: uptimeSeconds(ts) });
  return requests;
}
