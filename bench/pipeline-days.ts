// The location-days the pipeline benchmark processes: synthetic detections, heartbeats and door
// counts of a few stores over consecutive ordinary days (no daylight-saving change).
import { addDays, DEFAULT_BUSINESS_DAYS, DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import type { DayInput } from '../apps/server/src/pipeline/process-day';
import { dayFrame } from '../apps/server/src/pipeline/stages/day-frame';
import type { DoorCountInterval } from '../apps/server/src/pipeline/stages/door-counter';
import type { PipelineDefinitions } from '../apps/server/src/pipeline/stages/types';
import { seededRandom } from './prng';
import { syntheticDay, syntheticGateways } from './synthetic-day';

export const BENCH_TIME_ZONE = 'Europe/Paris';
const FIRST_DATE = '2026-03-03';
const QUARTER_HOUR_MS = 15 * 60_000;

export const benchDefinitions: PipelineDefinitions = { ...DEFAULT_LOCATION_DEFINITIONS };

export interface BenchDay {
  locationId: number;
  localDate: string;
  input: DayInput;
  detections: number;
}

/** A door counter's quarter-hour intervals over the day, busier in the afternoon. */
function doorCountsOf(random: () => number, dayStart: number): DoorCountInterval[] {
  return Array.from({ length: 96 }, (_, i) => {
    const busy = i >= 36 && i < 84 ? 20 : 2;
    return {
      start: dayStart + i * QUARTER_HOUR_MS,
      end: dayStart + (i + 1) * QUARTER_HOUR_MS,
      in: Math.floor(random() * busy),
      out: Math.floor(random() * busy),
    };
  });
}

export function benchDays(options: {
  locations: number;
  days: number;
  detectionsPerDay: number;
  seed: number;
}): BenchDay[] {
  const random = seededRandom(options.seed);
  const hours = { days: DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day })), exceptions: [] };
  const days: BenchDay[] = [];
  for (let locationId = 1; locationId <= options.locations; locationId++) {
    const gateways = syntheticGateways(
      Array.from({ length: 6 }, (_, i) => locationId * 100 + i),
      locationId,
    );
    for (let d = 0; d < options.days; d++) {
      const localDate = addDays(FIRST_DATE, d);
      const frame = dayFrame(localDate, BENCH_TIME_ZONE, { ...hours, is_default: true });
      const dayStart = frame.hourStarts[0] ?? frame.dayEnd;
      const day = syntheticDay(random, gateways, dayStart, options.detectionsPerDay);
      days.push({
        locationId,
        localDate,
        detections: day.detections.length,
        input: {
          frame,
          definitions: benchDefinitions,
          sensors: gateways,
          // No outlines: areas come from the gateways, as before area attribution by position.
          areas: [],
          doorCounts: doorCountsOf(random, dayStart),
          gatewayCounts: [],
          wifi: { kind: 'raw', ...day },
        },
      });
    }
  }
  return days;
}
