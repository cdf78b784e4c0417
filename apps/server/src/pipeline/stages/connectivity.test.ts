import { addDays, localHourStarts, zonedDayStart, zonedTimeToUtc } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { gatewayHours } from './connectivity';

const TZ = 'America/Los_Angeles';
const SEC = 1000;
const MIN = 60 * SEC;

function day(date: string) {
  return { hourStarts: localHourStarts(date, TZ), dayEnd: zonedDayStart(addDays(date, 1), TZ) };
}

describe('gatewayHours', () => {
  it('counts detections, heartbeats and distinct minutes per gateway and hour', () => {
    const date = '2026-06-10';
    const { hourStarts, dayEnd } = day(date);
    const nine = zonedTimeToUtc(date, 9, TZ);
    const detections = [
      { sensorId: 1, ts: nine + 10 * SEC },
      { sensorId: 2, ts: nine + 5 * MIN },
      { sensorId: 1, ts: nine + 50 * SEC }, // same minute as the first
      { sensorId: 1, ts: nine + MIN },
      { sensorId: 1, ts: nine + 60 * MIN }, // 10:00:00 belongs to hour 10
      { sensorId: 3, ts: dayEnd }, // next day: ignored
    ];
    const heartbeats = [
      { sensorId: 1, ts: nine + 30 * SEC }, // minute already seen
      { sensorId: 1, ts: nine + 59 * MIN + 59 * SEC },
    ];
    const result = gatewayHours(detections, heartbeats, hourStarts, dayEnd);
    expect([...result.keys()].sort()).toEqual([1, 2]);
    const one = result.get(1)!;
    expect(one).toHaveLength(24);
    expect(one[9]).toEqual({ detections: 3, heartbeats: 2, minutesSeen: 3 });
    expect(one[10]).toEqual({ detections: 1, heartbeats: 0, minutesSeen: 1 });
    expect(one[8]).toEqual({ detections: 0, heartbeats: 0, minutesSeen: 0 });
    expect(result.get(2)![9]).toEqual({ detections: 1, heartbeats: 0, minutesSeen: 1 });
  });

  it('reaches 60 minutes for a gateway heard every minute', () => {
    const date = '2026-06-10';
    const { hourStarts, dayEnd } = day(date);
    const start = hourStarts[14]!;
    const detections = Array.from({ length: 120 }, (_, i) => ({
      sensorId: 7,
      ts: start + i * 30 * SEC,
    }));
    const heartbeats = Array.from({ length: 6 }, (_, i) => ({
      sensorId: 7,
      ts: start + i * 10 * MIN,
    }));
    const hour = gatewayHours(detections, heartbeats, hourStarts, dayEnd).get(7)![14];
    expect(hour).toEqual({ detections: 120, heartbeats: 6, minutesSeen: 60 });
  });

  it('keeps the two 01:00 hours of the fall-back day apart', () => {
    const date = '2026-11-01';
    const { hourStarts, dayEnd } = day(date);
    expect(hourStarts).toHaveLength(25);
    // 01:30 PDT = 08:30 UTC, 01:30 PST = 09:30 UTC.
    const detections = [
      { sensorId: 1, ts: Date.UTC(2026, 10, 1, 8, 30) },
      { sensorId: 1, ts: Date.UTC(2026, 10, 1, 9, 30) },
      { sensorId: 1, ts: Date.UTC(2026, 10, 1, 9, 31) },
    ];
    const hours = gatewayHours(detections, [], hourStarts, dayEnd).get(1)!;
    expect(hours.map((hour) => hour.minutesSeen)).toEqual(
      hourStarts.map((_, h) => (h === 1 ? 1 : h === 2 ? 2 : 0)),
    );
  });

  it('has 23 hours on the spring-forward day', () => {
    const date = '2026-03-08';
    const { hourStarts, dayEnd } = day(date);
    const last = dayEnd - SEC;
    const hours = gatewayHours([], [{ sensorId: 4, ts: last }], hourStarts, dayEnd).get(4)!;
    expect(hours).toHaveLength(23);
    expect(hours[22]).toEqual({ detections: 0, heartbeats: 1, minutesSeen: 1 });
  });
});
