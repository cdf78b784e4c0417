// Containment of a show and its booths (docs/metrics.md), as properties of processDay on random
// days: with the same definitions, every visit a booth counts lies inside a visit the show counts
// for the same person, so the show's visitors (people) are at least those of its busiest booth.
import { DEFAULT_BUSINESS_DAYS, DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processDay, type DayInput } from './process-day';
import { dayFrame } from './stages/day-frame';
import type { RawDetection, SensorPlacement, VisitRecord } from './stages/types';

const DATE = '2026-03-02';
const DAY = Date.UTC(2026, 2, 2);
const MIN = 60_000;
const SHOW_GATEWAY = 1;
const BOOTH_GATEWAYS = [2, 3];

const gateway = (id: number): SensorPlacement => ({
  id,
  areaId: null,
  floorPlanId: null,
  x: null,
  y: null,
  z: null,
});

function dayOf(own: RawDetection[], booths: RawDetection[], boothSensors: number[]): DayInput {
  return {
    frame: dayFrame(DATE, 'UTC', {
      days: DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day })),
      exceptions: [],
      is_default: true,
    }),
    definitions: DEFAULT_LOCATION_DEFINITIONS,
    sensors: own.length > 0 || boothSensors.length > 0 ? [gateway(SHOW_GATEWAY)] : [],
    boothSensors: boothSensors.map(gateway),
    areas: [],
    doorCounts: [],
    gatewayCounts: [],
    wifi: {
      kind: 'raw',
      detections: own,
      boothDetections: booths,
      heartbeats: [],
      earlierVisitors: new Set(),
    },
  };
}

/** A booth on its own: its gateway's detections as the location's own. */
const boothVisits = (detections: RawDetection[], id: number) =>
  processDay({
    ...dayOf(
      detections.filter((d) => d.sensorId === id),
      [],
      [],
    ),
    sensors: [gateway(id)],
  }).visits.filter((visit) => visit.isVisitor);

const visitorsOf = (visits: VisitRecord[]) => new Set(visits.map((visit) => visit.device));

// A few people, each seen by the show's gateway or a booth's, minute by minute in bursts.
const detectionArb = fc.record({
  sensorId: fc.constantFrom(SHOW_GATEWAY, ...BOOTH_GATEWAYS),
  ts: fc.integer({ min: 8 * 60, max: 20 * 60 }).map((minute) => DAY + minute * MIN),
  device: fc.constantFrom('h:a', 'h:b', 'h:c', 'h:d'),
  rssi: fc.integer({ min: -95, max: -40 }),
  randomized: fc.constant(false),
});
const burstArb = fc
  .tuple(detectionArb, fc.integer({ min: 0, max: 20 }))
  .map(([first, minutes]) =>
    Array.from({ length: minutes + 1 }, (_, m) => ({ ...first, ts: first.ts + m * MIN })),
  );
const dayArb = fc.array(burstArb, { maxLength: 12 }).map((bursts) => bursts.flat());

describe('show containment (processDay)', () => {
  it("puts every booth visit inside one of the show's visits of the same person", () => {
    fc.assert(
      fc.property(dayArb, (detections) => {
        const own = detections.filter((d) => d.sensorId === SHOW_GATEWAY);
        const booths = detections.filter((d) => d.sensorId !== SHOW_GATEWAY);
        const show = processDay(dayOf(own, booths, BOOTH_GATEWAYS)).visits.filter(
          (visit) => visit.isVisitor,
        );
        for (const id of BOOTH_GATEWAYS) {
          const booth = boothVisits(detections, id);
          for (const visit of booth) {
            const within = show.some(
              (s) =>
                s.device === visit.device && s.startTs <= visit.startTs && s.endTs >= visit.endTs,
            );
            expect(within).toBe(true);
          }
          // People: the show's visitors are at least the busiest booth's.
          const people = visitorsOf(show);
          for (const device of visitorsOf(booth)) expect(people.has(device)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the show's gateway figures to its own gateways", () => {
    fc.assert(
      fc.property(dayArb, (detections) => {
        const own = detections.filter((d) => d.sensorId === SHOW_GATEWAY);
        const booths = detections.filter((d) => d.sensorId !== SHOW_GATEWAY);
        const day = processDay(dayOf(own, booths, BOOTH_GATEWAYS));
        expect(day.gatewayHourly.every((row) => row.sensorId === SHOW_GATEWAY)).toBe(true);
        const received = day.hourly.reduce((sum, hour) => sum + hour.detections, 0);
        expect(received).toBe(own.length);
      }),
      { numRuns: 100 },
    );
  });

  it('counts one show visit for a person who went back to a booth without leaving the show', () => {
    const seen = (sensorId: number, from: number, to: number): RawDetection[] =>
      Array.from({ length: to - from + 1 }, (_, m) => ({
        sensorId,
        ts: DAY + (from + m) * MIN,
        device: 'h:p',
        rssi: -60,
        randomized: false,
      }));
    // Booth 2 at 10:00-10:10 and 11:00-11:10; the show's gateway sees p in between.
    const booth = [...seen(2, 600, 610), ...seen(2, 660, 670)];
    const own = seen(SHOW_GATEWAY, 611, 659);
    expect(boothVisits(booth, 2)).toHaveLength(2);
    const show = processDay(dayOf(own, booth, [2])).visits.filter((visit) => visit.isVisitor);
    expect(show.map((visit) => [visit.startTs, visit.endTs])).toEqual([
      [DAY + 600 * MIN, DAY + 670 * MIN],
    ]);
  });
});
