// Cuts simulated days into what gateways and door counters send for a time window: detection
// batches per gateway, completed door-count intervals and heartbeats.
import { localDateOf, addDays } from '@footfall/core';
import {
  simulateDay,
  type SimDetection,
  type SimDoorInterval,
  type SimulatedDay,
  type SimulationOptions,
} from './day';
import type { Venue } from './venue';

export type WindowOutput = {
  detections: Map<string, SimDetection[]>;
  doorCounts: Map<string, SimDoorInterval[]>;
  heartbeats: Map<string, number[]>;
};

/** The local dates whose simulation can hold events in [from, to). */
export function datesCovering(venue: Venue, from: number, to: number): string[] {
  const dates: string[] = [];
  let date = localDateOf(from, venue.timezone);
  const last = localDateOf(Math.max(from, to - 1), venue.timezone);
  for (;;) {
    dates.push(date);
    if (date >= last) break;
    date = addDays(date, 1);
  }
  return dates;
}

/** Simulated days, kept a while: the live feed asks for the same day every minute. */
export class DayCache {
  private readonly days = new Map<string, SimulatedDay>();
  constructor(
    private readonly options: SimulationOptions,
    private readonly capacity = 24,
  ) {}

  day(venue: Venue, date: string): SimulatedDay {
    const key = `${venue.id}|${date}`;
    let day = this.days.get(key);
    if (!day) {
      day = simulateDay(venue, date, this.options);
      this.days.set(key, day);
      if (this.days.size > this.capacity) {
        const oldest = this.days.keys().next().value;
        if (oldest !== undefined) this.days.delete(oldest);
      }
    }
    return day;
  }
}

/**
 * Everything that happened in [from, to): detections and heartbeats with a time in it, and the
 * door-count intervals that ended in it (a counter reports an interval once it is over).
 */
export function windowOutput(
  venue: Venue,
  from: number,
  to: number,
  cache: DayCache,
): WindowOutput {
  const out: WindowOutput = { detections: new Map(), doorCounts: new Map(), heartbeats: new Map() };
  for (const date of datesCovering(venue, from, to)) {
    const day = cache.day(venue, date);
    for (const [serial, list] of day.detections) {
      const picked = list.filter((d) => d.ts >= from && d.ts < to);
      out.detections.set(serial, [...(out.detections.get(serial) ?? []), ...picked]);
    }
    for (const [serial, list] of day.doorCounts) {
      const picked = list.filter((i) => i.end > from && i.end <= to);
      out.doorCounts.set(serial, [...(out.doorCounts.get(serial) ?? []), ...picked]);
    }
    for (const [serial, list] of day.heartbeats) {
      const picked = list.filter((t) => t >= from && t < to);
      out.heartbeats.set(serial, [...(out.heartbeats.get(serial) ?? []), ...picked]);
    }
  }
  return out;
}
