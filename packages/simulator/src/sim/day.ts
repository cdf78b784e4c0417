// One simulated local day of a venue: the gateways' detections, the door counters' 15-minute
// intervals and the gateways' heartbeats. Pure: the venue, the date and the seed decide all.
import { localHourStarts, localParts, zonedDayStart, addDays } from '@footfall/core';
import { deviceIdAt, probeTimes } from './phone';
import { populationOfDay, type DayPlan, type Person } from './population';
import { heardRssi, DEFAULT_RADIO, type RadioModel } from './radio';
import { hashSeed, Random } from './random';
import { positionAt, trackEnd, trackStart } from './track';
import type { Venue } from './venue';

export type SimDetection = { ts: number; device: string; rssi: number; randomized: boolean };
export type SimDoorInterval = { start: number; end: number; in: number; out: number };

export type SimulatedDay = {
  date: string;
  dayStart: number;
  dayEnd: number;
  /** Per gateway serial, sorted by time. */
  detections: Map<string, SimDetection[]>;
  /** Per door counter serial: the day's 15-minute intervals, zeros included. */
  doorCounts: Map<string, SimDoorInterval[]>;
  /** Per gateway serial: heartbeat instants, every 5 minutes. */
  heartbeats: Map<string, number[]>;
  /** What really happened, for tests and the docs' figures. */
  truth: { visitors: number; walkBys: number; staff: number; doorIn: number; doorOut: number };
};

export type SimulationOptions = {
  seed: number;
  /** The corporation's secret gateways hash addresses with. */
  secret: string;
  radio?: RadioModel;
  /** Door counter errors per crossing: missed, counted twice, and a group member hidden. */
  doorNoise?: { miss: number; double: number; occluded: number };
};

export const DOOR_INTERVAL_MS = 15 * 60_000;
export const HEARTBEAT_INTERVAL_MS = 5 * 60_000;
export const DEFAULT_DOOR_NOISE = { miss: 0.02, double: 0.01, occluded: 0.08 };

export function dayPlan(venue: Venue, date: string): DayPlan {
  const dayStart = zonedDayStart(date, venue.timezone);
  const dayEnd = zonedDayStart(addDays(date, 1), venue.timezone);
  const parts = localParts(dayStart + 3_600_000 * 12, venue.timezone);
  return {
    dayStart,
    dayEnd,
    hourStarts: localHourStarts(date, venue.timezone),
    weekday: parts.weekday,
    month: Number(date.slice(5, 7)) - 1,
  };
}

function detectionsOf(
  people: Person[],
  venue: Venue,
  plan: DayPlan,
  options: SimulationOptions,
  random: Random,
) {
  const radio = options.radio ?? DEFAULT_RADIO;
  const byGateway = new Map<string, SimDetection[]>(venue.gateways.map((g) => [g.serial, []]));
  people.forEach((person, index) => {
    if (!person.phone) return;
    const phone = person.phone;
    const own = random.fork('probe', index);
    const from = Math.max(plan.dayStart, trackStart(person.track));
    const to = Math.min(plan.dayEnd, trackEnd(person.track));
    for (const ts of probeTimes(from, to, own)) {
      const position = positionAt(person.track, ts);
      const device = deviceIdAt(phone, ts, options.secret);
      for (const gateway of venue.gateways) {
        const rssi = heardRssi(venue, gateway, position, own, radio);
        // A gateway stamps what it hears within a few milliseconds of the probe.
        if (rssi !== null)
          byGateway
            .get(gateway.serial)
            ?.push({ ts: ts + own.int(0, 40), device, rssi, randomized: phone.randomized });
      }
    }
  });
  for (const list of byGateway.values())
    list.sort((a, b) => a.ts - b.ts || a.device.localeCompare(b.device));
  return byGateway;
}

function doorCountsOf(
  people: Person[],
  venue: Venue,
  plan: DayPlan,
  options: SimulationOptions,
  random: Random,
) {
  const noise = options.doorNoise ?? DEFAULT_DOOR_NOISE;
  const counters = venue.doors.flatMap((door, index) =>
    door.serial ? [{ serial: door.serial, index }] : [],
  );
  const intervals = new Map<string, SimDoorInterval[]>();
  const slots = Math.round((plan.dayEnd - plan.dayStart) / DOOR_INTERVAL_MS);
  for (const counter of counters)
    intervals.set(
      counter.serial,
      Array.from({ length: slots }, (_, i) => ({
        start: plan.dayStart + i * DOOR_INTERVAL_MS,
        end: plan.dayStart + (i + 1) * DOOR_INTERVAL_MS,
        in: 0,
        out: 0,
      })),
    );
  const count = (
    crossing: { t: number; door: number } | undefined,
    rank: number,
    field: 'in' | 'out',
  ) => {
    if (!crossing || crossing.t < plan.dayStart || crossing.t >= plan.dayEnd) return;
    const serial = venue.doors[crossing.door]?.serial;
    const slot = serial
      ? intervals.get(serial)?.[Math.floor((crossing.t - plan.dayStart) / DOOR_INTERVAL_MS)]
      : undefined;
    if (!slot) return;
    if (random.chance(noise.miss) || (rank > 0 && random.chance(noise.occluded))) return;
    slot[field] += random.chance(noise.double) ? 2 : 1;
  };
  for (const person of people) {
    count(person.entered, person.groupRank, 'in');
    count(person.left, person.groupRank, 'out');
  }
  return intervals;
}

function heartbeatsOf(venue: Venue, plan: DayPlan) {
  const first = Math.ceil(plan.dayStart / HEARTBEAT_INTERVAL_MS) * HEARTBEAT_INTERVAL_MS;
  const times: number[] = [];
  for (let t = first; t < plan.dayEnd; t += HEARTBEAT_INTERVAL_MS) times.push(t);
  return new Map(venue.gateways.map((gateway) => [gateway.serial, times]));
}

export function simulateDay(venue: Venue, date: string, options: SimulationOptions): SimulatedDay {
  const plan = dayPlan(venue, date);
  const random = new Random(hashSeed(options.seed, venue.id, date));
  const people = populationOfDay(venue, plan, random.fork('people'));
  const within = (t: number | undefined) =>
    t !== undefined && t >= plan.dayStart && t < plan.dayEnd;
  const doorCounts = doorCountsOf(people, venue, plan, options, random.fork('doors'));
  return {
    date,
    dayStart: plan.dayStart,
    dayEnd: plan.dayEnd,
    detections: detectionsOf(people, venue, plan, options, random.fork('radio')),
    doorCounts,
    heartbeats: heartbeatsOf(venue, plan),
    truth: {
      visitors: people.filter((p) => p.kind === 'visitor').length,
      walkBys: people.filter((p) => p.kind === 'walk-by').length,
      staff: people.filter((p) => p.kind === 'staff').length,
      doorIn: people.filter((p) => within(p.entered?.t)).length,
      doorOut: people.filter((p) => within(p.left?.t)).length,
    },
  };
}

/** A gateway's uptime at an instant: it restarts every Monday at 04:00 UTC (a weekly update). */
export function uptimeSeconds(ts: number): number {
  const monday = Date.UTC(1970, 0, 5, 4);
  const week = 7 * 24 * 3_600_000;
  return Math.floor(((((ts - monday) % week) + week) % week) / 1000);
}
