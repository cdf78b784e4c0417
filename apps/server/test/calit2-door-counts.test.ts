// The door-counter stage on real door counts: UCI CalIt2 (datasets/calit2, 15 weeks of half-hour
// in/out counts at a building's main door, with 30 labelled events). Figures: docs/accuracy.md.
// The parser is the simulator's importer, imported by relative path (test-only: the server does
// not depend on the simulator package).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, localHourStarts, localParts, zonedDayStart } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import {
  CALIT2_TIME_ZONE as TZ,
  parseCalit2Data,
  parseCalit2Events,
} from '../../../packages/simulator/src/importers/calit2';
import { doorCounterHours, type DoorCountInterval } from '../src/pipeline/stages/door-counter';

const here = path.dirname(fileURLToPath(import.meta.url));
const datasetDir = path.resolve(here, '../../../../shared/datasets/calit2');
/** The building's opening hour is not published; occupancy restarts at 07:00 local. */
const OPEN_HOUR = 7;

interface Day {
  date: string;
  weekday: number;
  intervals: DoorCountInterval[];
  hourStarts: number[];
  walkIns: number[];
  occupancyMax: number[];
  /** Walk-ins by local clock hour 0..23 (the repeated hour of the autumn change added up). */
  inByClockHour: number[];
}

function quantile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * fraction;
  const low = sorted[Math.floor(position)]!;
  const high = sorted[Math.ceil(position)]!;
  return low + (high - low) * (position - Math.floor(position));
}

function loadDays(): Day[] {
  const intervals = parseCalit2Data(readFileSync(path.join(datasetDir, 'CalIt2.data'), 'utf8')).map(
    (interval) => ({
      ...interval,
      start: Date.parse(interval.start),
      end: Date.parse(interval.end),
    }),
  );
  const days: Day[] = [];
  const last = localParts(intervals.at(-1)!.start, TZ).date;
  let next = 0;
  for (let date = localParts(intervals[0]!.start, TZ).date; date <= last; date = addDays(date, 1)) {
    const hourStarts = localHourStarts(date, TZ);
    const dayEnd = zonedDayStart(addDays(date, 1), TZ);
    // Half-hour slots never cross midnight: each belongs to the day it starts in.
    const dayIntervals: DoorCountInterval[] = [];
    while (next < intervals.length && intervals[next]!.start < dayEnd)
      dayIntervals.push(intervals[next++]!);
    const resetAt = hourStarts.find((start) => localParts(start, TZ).hour === OPEN_HOUR)!;
    const { walkIns, occupancyMax } = doorCounterHours(dayIntervals, hourStarts, dayEnd, resetAt);
    const inByClockHour = new Array<number>(24).fill(0);
    hourStarts.forEach((start, h) => (inByClockHour[localParts(start, TZ).hour]! += walkIns[h]!));
    const { weekday } = localParts(hourStarts[0]!, TZ);
    days.push({
      date,
      weekday,
      intervals: dayIntervals,
      hourStarts,
      walkIns,
      occupancyMax,
      inByClockHour,
    });
  }
  return days;
}

describe.skipIf(!existsSync(datasetDir))(
  'CalIt2 door counts (skipped: datasets/calit2 absent)',
  () => {
    const days = existsSync(datasetDir) ? loadDays() : [];

    it('keeps every walk-in: daily walk-ins equal the sum of `in` on all days', () => {
      expect(days).toHaveLength(106); // 23 Jul (its last half hour) to 5 Nov 2005
      for (const day of days) {
        const walkIns = day.walkIns.reduce((sum, value) => sum + value, 0);
        expect(walkIns, day.date).toBe(
          day.intervals.reduce((sum, interval) => sum + interval.in, 0),
        );
      }
    });

    it('reports occupancy as the clamped cumulative since opening, never negative', () => {
      let clampedSlots = 0;
      let slots = 0;
      for (const day of days) {
        // Reference: two half-hour slots per hour, the cumulative restarting at the 07:00 slot.
        const expected = day.hourStarts.map(() => 0);
        let cumulative = 0;
        for (const interval of day.intervals) {
          if (
            localParts(interval.start, TZ).hour === OPEN_HOUR &&
            localParts(interval.start, TZ).minute === 0
          )
            cumulative = 0;
          cumulative += interval.in - interval.out;
          const hour = day.hourStarts.findLastIndex((start) => start < interval.end);
          expected[hour] = Math.max(expected[hour]!, cumulative, 0);
          slots++;
          if (cumulative < 0) clampedSlots++;
        }
        expect(day.occupancyMax, day.date).toEqual(expected);
        expect(Math.min(...day.occupancyMax)).toBeGreaterThanOrEqual(0);
      }
      // The main door sees about half the building's traffic, so in - out drifts: some clamping.
      expect(clampedSlots).toBeGreaterThan(0);
      expect(clampedSlots / slots).toBeLessThan(0.5);
    });

    it('makes the labelled events stand out against the same weekday and hours of other days', () => {
      const events = parseCalit2Events(
        readFileSync(path.join(datasetDir, 'CalIt2.events'), 'utf8'),
      );
      expect(events).toHaveLength(30);
      const eventDates = new Set(events.map((event) => event.date));
      const byDate = new Map(days.map((day) => [day.date, day]));
      let aboveMedian = 0;
      let aboveP75 = 0;
      const ratios: number[] = [];
      for (const event of events) {
        // The local clock hours the event overlaps.
        const first = localParts(Date.parse(event.start), TZ).hour;
        const last = localParts(Date.parse(event.end) - 1, TZ).hour;
        const walkInsDuring = (day: Day) =>
          day.inByClockHour.slice(first, last + 1).reduce((sum, value) => sum + value, 0);
        const eventDay = byDate.get(event.date)!;
        const baseline = days
          .filter((day) => day.weekday === eventDay.weekday && !eventDates.has(day.date))
          .map(walkInsDuring);
        expect(baseline.length).toBeGreaterThanOrEqual(7);
        const observed = walkInsDuring(eventDay);
        const median = quantile(baseline, 0.5);
        if (observed > median) aboveMedian++;
        if (observed > quantile(baseline, 0.75)) aboveP75++;
        ratios.push(observed / Math.max(median, 1));
      }
      // Criterion (docs/accuracy.md): >= 80% of events above the median, >= 60% above the 75th
      // percentile, and the median event at least 1.25 times its baseline median.
      expect(aboveMedian / events.length).toBeGreaterThanOrEqual(0.8);
      expect(aboveP75 / events.length).toBeGreaterThanOrEqual(0.6);
      expect(quantile(ratios, 0.5)).toBeGreaterThanOrEqual(1.25);
    });
  },
);
