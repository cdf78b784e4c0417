// processDay (pure): one location-day of hand-made raw data -> visits and hourly rollups with
// known answers; the day frame (business hours, daylight saving); and the rebuild from stored
// visits giving the same Wi-Fi rollups as the raw detections did.
import {
  DEFAULT_BUSINESS_DAYS,
  DEFAULT_LOCATION_DEFINITIONS,
  estimatePositions,
  estimatePresence,
  type BusinessHours,
} from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { processDay, type DayInput } from '../src/pipeline/process-day';
import { dayFrame } from '../src/pipeline/stages/day-frame';
import type { RawDetection, SensorPlacement } from '../src/pipeline/stages/types';

const MIN = 60_000;
const HOUR = 3_600_000;
const DATE = '2026-03-02'; // a Monday
const DAY = Date.UTC(2026, 2, 2);
const week: BusinessHours = {
  days: DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day })),
  exceptions: [],
  is_default: true,
};

const placed = (id: number, areaId: number | null, x: number, y: number): SensorPlacement => ({
  id,
  areaId,
  floorPlanId: 7,
  x,
  y,
  z: null,
});
const SENSORS = [placed(1, 10, 0, 0), placed(2, 20, 10, 0), placed(3, null, 5, 10)];

function at(hour: number, minute: number, rssi: number, sensorId: number, device: string) {
  return { sensorId, ts: DAY + hour * HOUR + minute * MIN, device, rssi, randomized: false };
}

/** Every minute from `from` to `to` (inclusive) on one gateway. */
function minutes(
  hour: number,
  from: number,
  to: number,
  rssi: number,
  sensor: number,
  device: string,
) {
  const list: RawDetection[] = [];
  for (let minute = from; minute <= to; minute++) list.push(at(hour, minute, rssi, sensor, device));
  return list;
}

const detections: RawDetection[] = [
  // 'a': a returning visitor, area 10 from 10:05 to 10:11, then area 20 until 10:20.
  ...minutes(10, 5, 11, -60, 1, 'a'),
  ...minutes(10, 12, 20, -60, 2, 'a'),
  // 'b': a walk-by, never inside.
  at(10, 30, -80, 1, 'b'),
  at(10, 31, -80, 1, 'b'),
  // 'r': a randomized visitor, 11:00-11:06 on a gateway without area.
  ...minutes(11, 0, 6, -65, 3, 'r').map((d) => ({ ...d, randomized: true })),
  // 'w': below ignore_rssi only: counted as received, never sessionised.
  at(12, 0, -95, 1, 'w'),
];

function input(overrides: Partial<DayInput> = {}): DayInput {
  return {
    frame: dayFrame(DATE, 'UTC', week),
    definitions: DEFAULT_LOCATION_DEFINITIONS,
    sensors: SENSORS,
    areas: [],
    doorCounts: [
      { start: DAY + 9 * HOUR, end: DAY + 10 * HOUR, in: 5, out: 1 },
      { start: DAY + 10 * HOUR, end: DAY + 11 * HOUR, in: 3, out: 4 },
    ],
    gatewayCounts: [{ start: DAY + 10 * HOUR, end: DAY + 11 * HOUR, count: 7 }],
    wifi: {
      kind: 'raw',
      detections,
      heartbeats: [{ sensorId: 3, ts: DAY + 13 * HOUR + 5 * MIN }],
      earlierVisitors: new Set(['a', 'r']),
    },
    ...overrides,
  };
}

describe('processDay', () => {
  const output = processDay(input());
  const hour = (h: number) => output.hourly[h]!;

  it('writes one hourly row per local hour with the business-hours flag', () => {
    expect(output.hourly).toHaveLength(24);
    expect(output.hourly.map((row) => row.localHour)).toEqual([...Array(24).keys()]);
    expect(output.hourly.filter((row) => row.inBusinessHours).map((row) => row.localHour)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    expect(hour(0)).toMatchObject({ localDate: DATE, weekday: 0, hourStart: DAY });
  });

  it('classifies the sessions', () => {
    expect(
      output.visits.map((v) => [v.device, v.isVisitor, v.isEngager, v.isFqv, v.isReturning]),
    ).toEqual([
      ['a', true, true, false, true],
      ['b', false, false, false, false],
      ['r', true, false, false, false],
    ]);
    expect(output.visits[0]).toMatchObject({
      dwellS: 900,
      durationS: 900,
      areaRuns: [
        { area_id: 10, seconds: 420 },
        { area_id: 20, seconds: 480 },
      ],
    });
  });

  it('counts Wi-Fi visits in the hour of their first detection', () => {
    expect(hour(10)).toMatchObject({
      visitors: 1,
      engagers: 1,
      fqv: 0,
      returningVisitors: 1,
      randomizedVisitors: 0,
      dwellSSum: 900,
      durationSSum: 900,
    });
    expect(hour(11)).toMatchObject({ visitors: 1, randomizedVisitors: 1, returningVisitors: 0 });
  });

  it('adds counting-gateway aggregates to Wi-Fi walk-bys', () => {
    expect(hour(10).walkBys).toBe(1 + 7);
    expect(output.hourly.reduce((sum, row) => sum + row.walkBys, 0)).toBe(8);
  });

  it('takes walk-ins, walk-outs and occupancy from the door counters', () => {
    expect([hour(9).walkIns, hour(9).walkOuts, hour(10).walkIns, hour(10).walkOuts]).toEqual([
      5, 1, 3, 4,
    ]);
    expect(hour(9).occupancyMax).toBe(4);
  });

  it('counts received detections and the gateways reporting per hour', () => {
    expect([hour(10).detections, hour(11).detections, hour(12).detections]).toEqual([18, 7, 1]);
    expect([
      hour(10).gatewaysReporting,
      hour(13).gatewaysReporting,
      hour(14).gatewaysReporting,
    ]).toEqual([2, 1, 0]);
    const gateway3 = output.gatewayHourly.filter((row) => row.sensorId === 3);
    expect(gateway3.find((row) => row.hour === 13)).toMatchObject({ heartbeats: 1, detections: 0 });
  });

  it('writes area dwell and transitions in the hour of the visit', () => {
    expect(output.areaHourly).toEqual([
      { hour: 10, areaId: 10, visitors: 1, dwellSSum: 420 },
      { hour: 10, areaId: 20, visitors: 1, dwellSSum: 480 },
    ]);
    expect(output.transitionHourly).toEqual([{ hour: 10, fromAreaId: 10, toAreaId: 20, count: 1 }]);
  });

  it('averages the 5-minute presence estimates of each hour', () => {
    const kept = detections.filter((d) => d.rssi >= DEFAULT_LOCATION_DEFINITIONS.ignore_rssi);
    const buckets = estimatePresence(
      kept,
      { start: DAY, end: DAY + 24 * HOUR },
      { bucketMs: 5 * MIN, visitorRssi: -70 },
    ).filter((b) => b.start >= DAY + 10 * HOUR && b.start < DAY + 11 * HOUR);
    const mean = buckets.reduce((sum, b) => sum + b.people, 0) / buckets.length;
    expect(hour(10).presenceAvg).toBeCloseTo(mean, 9);
    expect(hour(10).presenceAvg).toBeGreaterThan(0);
    expect(hour(3).presenceAvg).toBe(0);
  });

  it('counts heatmap positions per 1 m cell of the floor plan', () => {
    const heard = detections
      .filter((d) => d.rssi >= -90)
      .map((d) => ({ ts: d.ts, device: d.device, gatewayId: String(d.sensorId), rssi: d.rssi }));
    const gateways = SENSORS.map((s) => ({ id: String(s.id), x: s.x!, y: s.y! }));
    const positions = estimatePositions(heard, gateways, { txPower: -59, pathLossExponent: 2 });
    const expected = new Map<string, number>();
    for (const p of positions) {
      const key = `${Math.floor((p.ts - DAY) / HOUR)}:${Math.floor(p.x)}:${Math.floor(p.y)}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const cells = new Map(
      output.heatmapHourly.map((c) => [`${c.hour}:${c.cellX}:${c.cellY}`, c.count]),
    );
    expect(positions.length).toBeGreaterThan(0);
    expect(cells).toEqual(expected);
    expect(new Set(output.heatmapHourly.map((c) => c.floorPlanId))).toEqual(new Set([7]));
  });

  it('puts a window in the outline holding its position, the gateway area only without one', () => {
    // Area 30 outlines the floor around gateway 3 (which has no area of its own).
    const outlined = processDay(
      input({
        areas: [
          {
            id: 30,
            floorPlanId: 7,
            polygon: [
              [3, 8],
              [7, 8],
              [7, 12],
              [3, 12],
            ],
          },
        ],
      }),
    );
    const runsOf = (device: string) => outlined.visits.find((v) => v.device === device)?.areaRuns;
    expect(runsOf('r')).toEqual([{ area_id: 30, seconds: 360 }]);
    // 'a' stands by gateways 1 and 2, outside every outline of plan 7: no area at all.
    expect(runsOf('a')).toEqual([]);
    // Without outlines the gateways' areas decide, as in the rollups above.
    expect(output.visits.find((v) => v.device === 'r')?.areaRuns).toEqual([]);
  });

  it('rebuilds the same Wi-Fi rollups from the stored visits, carrying raw-only figures', () => {
    const rawHours = output.hourly.map((hour) => ({
      presenceAvg: hour.presenceAvg,
      presenceIdentified: hour.presenceIdentified,
      presenceLinked: hour.presenceLinked,
      presenceUnlinked: hour.presenceUnlinked,
      detections: hour.detections,
      gatewaysReporting: hour.gatewaysReporting,
    }));
    const rebuilt = processDay(
      input({ wifi: { kind: 'visits', visits: output.visits, rawHours } }),
    );
    expect(rebuilt.kind).toBe('visits');
    expect(rebuilt.hourly).toEqual(output.hourly);
    expect(rebuilt.areaHourly).toEqual(output.areaHourly);
    expect(rebuilt.transitionHourly).toEqual(output.transitionHourly);
    expect(rebuilt.visits).toEqual([]);
  });

  it('survives detections from unknown gateways and an empty day', () => {
    const stray = [at(15, 0, -60, 99, 'x'), at(15, 6, -60, 99, 'x')];
    const result = processDay(
      input({
        wifi: { kind: 'raw', detections: stray, heartbeats: [], earlierVisitors: new Set() },
      }),
    );
    expect(result.visits).toMatchObject([{ device: 'x', isVisitor: true, areaRuns: [] }]);
    const empty = processDay(
      input({ wifi: { kind: 'raw', detections: [], heartbeats: [], earlierVisitors: new Set() } }),
    );
    expect(empty.visits).toEqual([]);
    expect(empty.hourly.reduce((sum, row) => sum + row.visitors + row.detections, 0)).toBe(0);
  });
});

describe('day frame', () => {
  it('has 23 hours on a spring-forward day and 25 on a fall-back day', () => {
    const spring = dayFrame('2026-03-29', 'Europe/Paris', week);
    expect(spring.hourStarts).toHaveLength(23);
    expect(spring.localHours.slice(0, 4)).toEqual([0, 1, 3, 4]);
    expect(spring.dayEnd - spring.hourStarts[0]!).toBe(23 * HOUR);
    const fall = dayFrame('2026-10-25', 'Europe/Paris', week);
    expect(fall.hourStarts).toHaveLength(25);
    expect(fall.localHours.slice(0, 4)).toEqual([0, 1, 2, 2]);
  });

  it('opens at the business-hours open instant, or at midnight on a closed day', () => {
    expect(dayFrame(DATE, 'Europe/Paris', week).openAt).toBe(Date.UTC(2026, 2, 2, 8));
    const sunday = dayFrame('2026-03-01', 'Europe/Paris', week);
    expect(sunday.openAt).toBe(Date.UTC(2026, 1, 28, 23));
    expect(sunday.inBusinessHours.some(Boolean)).toBe(false);
  });

  it('uses an exception for its date and carries a past-midnight close into the next day', () => {
    const hours: BusinessHours = {
      ...week,
      exceptions: [{ date: DATE, closed: false, open_hour: 18, close_hour: 26, note: null }],
    };
    const open = dayFrame(DATE, 'UTC', hours).inBusinessHours;
    expect(open.flatMap((flag, h) => (flag ? [h] : []))).toEqual([18, 19, 20, 21, 22, 23]);
    const next = dayFrame('2026-03-03', 'UTC', hours).inBusinessHours;
    expect(next.flatMap((flag, h) => (flag ? [h] : []))).toEqual([
      0, 1, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
  });

  it('refuses a malformed date or an unknown time zone', () => {
    expect(() => dayFrame('2026-02-30', 'UTC', week)).toThrow();
    expect(() => dayFrame(DATE, 'Mars/Olympus', week)).toThrow();
  });
});
