// The randomized-address weight a location's presence estimate carries before anything
// calibrates it, fitted on the simulator (the test shop, two weeks, and the simulator's own record
// of who is inside) and on no recording. Fitted like a location's calibration: fitPresenceWeight
// on hourly means, with whatever gap and paddings the caller uses.
import { DEFAULT_VISITOR_DEFINITIONS, PRESENCE_BUCKET_MS } from '@footfall/core';
import { dayPlan, simulateDay, type SimDetection } from '../../src/sim/day';
import { populationOfDay, type Person } from '../../src/sim/population';
import { Random, hashSeed } from '../../src/sim/random';
import { options, shop, week } from '../sim-fixtures';
import {
  componentsCache,
  fitOn,
  type ComponentsOf,
  type LabelledDay,
  type MethodParams,
} from './presence-cross-validation';

/**
 * How randomized phones change address. The simulator rotates every 12-18 minutes; phones that
 * are not associated to a network draw a new address for every probe burst (docs/simulator.md
 * says the simulator differs here), which is what a randomized address is worth.
 */
export type Rotation = 'simulator' | 'per-burst';

const DATES = [...week, ...week.map((date) => date.replace('2026-11-', '2026-12-'))];
/** Detections of one probe reach the gateways within 40 ms of each other (sim/day.ts). */
const SAME_BURST_MS = 1000;

/** The people of a simulated day, drawn as simulateDay draws them. */
function peopleOf(date: string): Person[] {
  const random = new Random(hashSeed(options.seed, shop.id, date));
  return populationOfDay(shop, dayPlan(shop, date), random.fork('people'));
}

/** People inside the shop per 5-minute bucket (time-weighted), from their door crossings. */
function insidePerBucket(people: readonly Person[], start: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const from = start + i * PRESENCE_BUCKET_MS;
    const to = from + PRESENCE_BUCKET_MS;
    let inside = 0;
    for (const { entered, left } of people)
      if (entered && left) inside += Math.max(0, Math.min(to, left.t) - Math.max(from, entered.t));
    return inside / PRESENCE_BUCKET_MS;
  });
}

/** A new address for every burst of a randomized phone. */
function rotatePerBurst(detections: readonly SimDetection[]): SimDetection[] {
  const bursts = new Map<string, { last: number; burst: number }>();
  return detections.map((d) => {
    if (!d.randomized) return d;
    const seen = bursts.get(d.device);
    const burst = seen && d.ts - seen.last < SAME_BURST_MS ? seen.burst : (seen?.burst ?? 0) + 1;
    bursts.set(d.device, { last: d.ts, burst });
    return { ...d, device: `${d.device}:${burst}` };
  });
}

function simulatedDays(rotation: Rotation): LabelledDay[] {
  return DATES.map((date) => {
    const day = simulateDay(shop, date, options);
    const people = peopleOf(date);
    // The truth must be the simulated day's own people: a change in how simulateDay seeds its
    // draws would otherwise pair detections with another crowd.
    if (people.filter((p) => p.kind === 'visitor').length !== day.truth.visitors)
      throw new Error(`The simulated people of ${date} are not simulateDay's`);
    const heard = [...day.detections.values()]
      .flat()
      .filter((d) => d.rssi >= DEFAULT_VISITOR_DEFINITIONS.ignore_rssi)
      .sort((a, b) => a.ts - b.ts);
    const count = Math.round((day.dayEnd - day.dayStart) / PRESENCE_BUCKET_MS);
    return {
      name: date,
      detections: rotation === 'per-burst' ? rotatePerBurst(heard) : heard,
      range: { start: day.dayStart, end: day.dayEnd },
      truth: insidePerBucket(people, day.dayStart, count),
    };
  });
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The simulator's weight for the unlinked randomized presence, per gap and paddings. The days are
 * simulated on first use (some seconds), not when a skipped test merely asks for the prior.
 */
export function simulatedPresencePrior(rotation: Rotation = 'per-burst') {
  let simulated: { days: LabelledDay[]; componentsOf: ComponentsOf } | undefined;
  const prepared = () => {
    if (!simulated) {
      const days = simulatedDays(rotation);
      simulated = { days, componentsOf: componentsCache(days) };
    }
    return simulated;
  };
  return {
    /** Mean people inside per bucket over the days (what the shop is like). */
    meanInside: () => mean(prepared().days.flatMap((day) => day.truth)),
    weightFor(params: MethodParams): number {
      const { days, componentsOf } = prepared();
      const all = days.map((_, i) => i);
      const weight = fitOn(all, days, params, 'unlinked', componentsOf, 'hour');
      if (weight === null) throw new Error('The simulated days hold too few hours to fit on');
      return weight;
    },
  };
}
