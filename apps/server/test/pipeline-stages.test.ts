// Pure pipeline stages on hand-made detections with known answers, every boundary included
// (docs/product.md section 11, docs/metrics.md).
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { areaRuns, transitions } from '../src/pipeline/stages/areas';
import { hourIndex } from '../src/pipeline/stages/hours';
import { sessioniseDay } from '../src/pipeline/stages/sessionise-day';
import { isInside, isKept, sessionSpan, splitSessions } from '../src/pipeline/stages/sessions';
import type { RawDetection, SensorPlacement } from '../src/pipeline/stages/types';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 2, 10, 0, 0); // a Monday, 10:00 UTC, aligned to a 10 s window
const defs = DEFAULT_LOCATION_DEFINITIONS;
const day = { start: Date.UTC(2026, 2, 2), end: Date.UTC(2026, 2, 3) };

const sensor = (id: number, areaId: number | null): SensorPlacement => ({
  id,
  areaId,
  floorPlanId: null,
  x: null,
  y: null,
  z: null,
});
const SENSORS = [sensor(1, 10), sensor(2, 20), sensor(3, null)];

function d(offsetMs: number, rssi: number, sensorId = 1, device = 'a'): RawDetection {
  return { sensorId, ts: T0 + offsetMs, device, rssi, randomized: false };
}

const visitsOf = (detections: RawDetection[], earlier = new Set<string>()) =>
  sessioniseDay(detections, day, defs, SENSORS, earlier);

describe('thresholds', () => {
  it('keeps a detection exactly at ignore_rssi and drops one below it', () => {
    expect(isKept(-90, -90)).toBe(true);
    expect(isKept(-91, -90)).toBe(false);
  });
  it('counts a detection exactly at visitor_rssi as inside', () => {
    expect(isInside(-70, -70)).toBe(true);
    expect(isInside(-71, -70)).toBe(false);
  });
});

describe('sessions', () => {
  it('does not split at a gap of exactly visit_gap, and splits just above it', () => {
    const gap = 15 * MIN;
    expect(splitSessions([0, gap], 0, 2, gap)).toEqual([0, 2]);
    expect(splitSessions([0, gap + 1], 0, 2, gap)).toEqual([0, 1, 2]);
    expect(splitSessions([0, 1, gap + 2, gap + 3], 0, 4, gap)).toEqual([0, 2, 4]);
  });

  it('spans first to last detection and first to last inside detection', () => {
    const ts = [0, 60, 420, 540];
    const rssi = [-80, -60, -65, -85];
    expect(sessionSpan(ts, rssi, 0, 4, -70)).toEqual({
      first: 0,
      last: 540,
      firstInside: 60,
      lastInside: 420,
    });
    expect(sessionSpan([5], [-80], 0, 1, -70).firstInside).toBeNaN();
  });

  it('one session across a gap of exactly 15 minutes, two across 15 minutes and 1 second', () => {
    const joined = visitsOf([d(0, -60), d(15 * MIN, -60)]);
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ isVisitor: true, dwellS: 900, durationS: 900 });
    const split = visitsOf([d(0, -60), d(15 * MIN + 1000, -60)]);
    expect(split.map((visit) => visit.isVisitor)).toEqual([false, false]);
  });

  it('a session whose inside span is exactly min_visit is a visitor; 1 ms less is a walk-by', () => {
    expect(visitsOf([d(0, -70), d(5 * MIN, -70)])[0]?.isVisitor).toBe(true);
    expect(visitsOf([d(0, -70), d(5 * MIN - 1, -70)])[0]?.isVisitor).toBe(false);
  });

  it('drops detections below ignore_rssi before sessionising', () => {
    const [visit, ...rest] = visitsOf([d(0, -60), d(5 * MIN, -91)]);
    expect(rest).toEqual([]);
    expect(visit).toMatchObject({ isVisitor: false, durationS: 0, dwellS: 0 });
  });

  it('duration runs first to last detection, dwell first to last inside detection', () => {
    const [visit] = visitsOf([d(0, -80), d(MIN, -60), d(7 * MIN, -65), d(9 * MIN, -85)]);
    expect(visit).toMatchObject({ isVisitor: true, durationS: 540, dwellS: 360 });
    expect(visit?.startTs).toBe(T0);
    expect(visit?.endTs).toBe(T0 + 9 * MIN);
  });

  it('walk-bys have no dwell and no area runs', () => {
    const [visit] = visitsOf([d(0, -60), d(MIN, -60)]);
    expect(visit).toMatchObject({ isVisitor: false, dwellS: 0, areaRuns: [] });
  });

  it('sorts unordered input and keeps devices apart', () => {
    const visits = visitsOf([
      d(5 * MIN, -60, 1, 'b'),
      d(6 * MIN, -60),
      d(0, -60, 1, 'b'),
      d(0, -60),
    ]);
    expect(visits.map((visit) => [visit.device, visit.durationS])).toEqual([
      ['b', 300],
      ['a', 360],
    ]);
  });

  it('ignores detections outside the day', () => {
    expect(visitsOf([d(-11 * 3_600_000, -60), d(14 * 3_600_000, -60)])).toEqual([]);
  });
});

describe('area runs', () => {
  const areaOf = (id: number) => SENSORS.find((s) => s.id === id)?.areaId;
  const runsOf = (detections: RawDetection[]) => {
    const ts = detections.map((x) => x.ts - T0);
    return areaRuns(
      ts,
      detections.map((x) => x.rssi),
      detections.map((x) => x.sensorId),
      0,
      detections.length,
      -70,
      areaOf,
    ).map(({ areaId, ms }) => [areaId, ms]);
  };

  it('assigns each window to the strongest gateway hearing the device', () => {
    expect(runsOf([d(0, -65, 1), d(1000, -60, 2)])).toEqual([[20, 1000]]);
    expect(runsOf([d(0, -60, 1), d(1000, -65, 2)])).toEqual([[10, 1000]]);
  });

  it('breaks an RSSI tie towards the lower gateway id', () => {
    expect(runsOf([d(0, -60, 2), d(1000, -60, 1)])).toEqual([[10, 1000]]);
  });

  it('treats 9.999 s and 10 s as different windows', () => {
    expect(runsOf([d(9_999, -60, 1), d(10_000, -50, 2)])).toEqual([
      [10, 1],
      [20, 0],
    ]);
  });

  it('credits the gap to the next run to the earlier run', () => {
    const runs = runsOf([d(0, -60, 1), d(60_000, -60, 1), d(120_000, -60, 2), d(300_000, -60, 2)]);
    expect(runs).toEqual([
      [10, 120_000],
      [20, 180_000],
    ]);
  });

  it('skips windows without an inside detection or whose strongest gateway has no area', () => {
    const runs = runsOf([d(0, -60, 1), d(30_000, -75, 2), d(60_000, -50, 3), d(90_000, -60, 1)]);
    expect(runs).toEqual([[10, 90_000]]);
  });

  it('lists transitions between consecutive distinct areas', () => {
    const runs = [{ areaId: 10 }, { areaId: 20 }, { areaId: 10 }];
    expect(transitions(runs)).toEqual([
      [10, 20],
      [20, 10],
    ]);
    expect(transitions([{ areaId: 10 }])).toEqual([]);
  });

  it('stores runs in seconds on the visit', () => {
    const [visit] = visitsOf([
      d(0, -60, 1),
      d(60_000, -60, 1),
      d(120_000, -60, 2),
      d(300_000, -60, 2),
    ]);
    expect(visit?.areaRuns).toEqual([
      { area_id: 10, seconds: 120 },
      { area_id: 20, seconds: 180 },
    ]);
  });
});

describe('visitor classes', () => {
  /** One visitor: area 10 for `first` ms, then area 20 until `first + second`. */
  function twoAreas(first: number, second: number) {
    // A detection mid-way keeps every gap below visit_gap.
    return visitsOf([
      d(0, -60, 1),
      d(first / 2, -60, 1),
      d(first, -60, 2),
      d(first + second, -60, 2),
    ])[0];
  }
  function oneArea(ms: number) {
    return visitsOf([d(0, -60, 1), d(ms / 2, -60, 1), d(ms, -60, 1)])[0];
  }

  it('FQV with one area at exactly fqv_minutes, not 10 s less', () => {
    expect(oneArea(15 * MIN)?.isFqv).toBe(true);
    expect(oneArea(15 * MIN - 10_000)?.isFqv).toBe(false);
  });

  it('FQV with two areas needs one of them MORE than fqv_minutes', () => {
    expect(twoAreas(15 * MIN, MIN)?.isFqv).toBe(false);
    expect(twoAreas(15 * MIN + 10_000, MIN)?.isFqv).toBe(true);
  });

  it('engager at exactly engager_minutes of dwell, not 10 s less', () => {
    expect(oneArea(10 * MIN)?.isEngager).toBe(true);
    expect(oneArea(10 * MIN - 10_000)?.isEngager).toBe(false);
    // Without any area, total dwell alone decides.
    const noArea = visitsOf([d(0, -60, 3), d(5 * MIN, -60, 3), d(10 * MIN, -60, 3)])[0];
    expect(noArea).toMatchObject({ isEngager: true, isFqv: false, areaRuns: [] });
  });

  it('returning only for non-randomized devices seen as visitors before', () => {
    const earlier = new Set(['a', 'r']);
    const randomized = { ...d(0, -60, 1, 'r'), randomized: true };
    const visits = sessioniseDay(
      [d(0, -60), d(6 * MIN, -60), randomized, { ...randomized, ts: T0 + 6 * MIN }],
      day,
      defs,
      SENSORS,
      earlier,
    );
    expect(visits.map((v) => [v.device, v.isReturning, v.randomized])).toEqual([
      ['a', true, false],
      ['r', false, true],
    ]);
  });
});

describe('hour buckets', () => {
  it('finds the hour by binary search, -1 before the day', () => {
    const starts = [0, 3_600_000, 7_200_000];
    expect(hourIndex(starts, -1)).toBe(-1);
    expect(hourIndex(starts, 0)).toBe(0);
    expect(hourIndex(starts, 3_599_999)).toBe(0);
    expect(hourIndex(starts, 3_600_000)).toBe(1);
    expect(hourIndex(starts, 9_000_000)).toBe(2);
  });
});
