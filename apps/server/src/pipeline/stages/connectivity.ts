// Gateway connectivity per local hour of one day (docs/metrics.md "Heatmaps and gateways"): how
// many detections and heartbeats each gateway sent, and in how many distinct minutes of the hour it
// was heard at all (0..60; the uptime figure). Items outside [hourStarts[0], dayEnd) are ignored;
// gateways without any item in the day are absent from the result (the caller knows its sensors).
import { hourIndexAt } from './hour-split';

export interface GatewayHour {
  detections: number;
  heartbeats: number;
  minutesSeen: number;
}

const MINUTE_MS = 60_000;

interface GatewayDay {
  hours: GatewayHour[];
  /** One flag per minute of the day since local midnight (UTC offsets are whole minutes). */
  minutes: Uint8Array;
}

export function gatewayHours(
  detections: readonly { sensorId: number; ts: number }[],
  heartbeats: readonly { sensorId: number; ts: number }[],
  hourStarts: readonly number[],
  dayEnd: number,
): Map<number, GatewayHour[]> {
  const days = new Map<number, GatewayDay>();
  const dayStart = hourStarts[0];
  if (dayStart === undefined) return new Map();
  const minutesInDay = Math.ceil((dayEnd - dayStart) / MINUTE_MS);
  // Items usually come grouped by gateway: remember the last one looked up.
  let lastSensor = NaN;
  let last: GatewayDay | undefined;

  const add = (sensorId: number, ts: number, isHeartbeat: boolean) => {
    if (!(ts >= dayStart && ts < dayEnd)) return;
    if (sensorId !== lastSensor || !last) {
      last = days.get(sensorId);
      if (!last) {
        last = {
          hours: hourStarts.map(() => ({ detections: 0, heartbeats: 0, minutesSeen: 0 })),
          minutes: new Uint8Array(minutesInDay),
        };
        days.set(sensorId, last);
      }
      lastSensor = sensorId;
    }
    const hour = last.hours[hourIndexAt(hourStarts, ts)];
    if (!hour) return;
    if (isHeartbeat) hour.heartbeats++;
    else hour.detections++;
    const minute = Math.floor((ts - dayStart) / MINUTE_MS);
    if (last.minutes[minute] === 0) {
      last.minutes[minute] = 1;
      hour.minutesSeen++;
    }
  };

  for (const item of detections) add(item.sensorId, item.ts, false);
  for (const item of heartbeats) add(item.sensorId, item.ts, true);

  const result = new Map<number, GatewayHour[]>();
  for (const [sensorId, day] of days) result.set(sensorId, day.hours);
  return result;
}
