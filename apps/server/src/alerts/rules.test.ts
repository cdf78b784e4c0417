// The alert rules at their boundaries (pure; the API test covers them end to end).
import { DEFAULT_BUSINESS_DAYS, zonedTimeToUtc, type BusinessHours } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../jobs/retried-deliveries';
import { lowTrafficVerdict } from './low-traffic-rule';
import {
  DOOR_COUNTER_SILENT_AFTER_MS,
  GATEWAY_OFFLINE_AFTER_MS,
  isDoorCounterSilent,
  isGatewayOffline,
  isOpenAt,
} from './sensor-rules';
import { signBody, verifySignature } from './webhook';

const MINUTE = 60_000;

describe('gateway offline', () => {
  const seen = Date.UTC(2026, 10, 20, 12, 0);
  it('is online at exactly 10 minutes and offline just after', () => {
    expect(GATEWAY_OFFLINE_AFTER_MS).toBe(10 * MINUTE);
    expect(isGatewayOffline(seen, seen + 10 * MINUTE)).toBe(false);
    expect(isGatewayOffline(seen, seen + 10 * MINUTE + 1)).toBe(true);
  });
  it('never counts a gateway that was never seen', () => {
    expect(isGatewayOffline(null, seen + 365 * 24 * 60 * MINUTE)).toBe(false);
  });
});

describe('business hours at an instant', () => {
  // Default week: Monday to Saturday 9 to 19, Sunday closed. 2026-11-16 is a Monday.
  const week: BusinessHours = {
    days: DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day })),
    exceptions: [],
    is_default: true,
  };
  const paris = (date: string, hour: number, minute = 0) =>
    zonedTimeToUtc(date, hour, 'Europe/Paris') + minute * MINUTE;

  it('opens at the open hour and closes at the close hour, in local time', () => {
    expect(isOpenAt(week, paris('2026-11-16', 8, 59), 'Europe/Paris')).toBe(false);
    expect(isOpenAt(week, paris('2026-11-16', 9), 'Europe/Paris')).toBe(true);
    expect(isOpenAt(week, paris('2026-11-16', 18, 59), 'Europe/Paris')).toBe(true);
    expect(isOpenAt(week, paris('2026-11-16', 19), 'Europe/Paris')).toBe(false);
    expect(isOpenAt(week, paris('2026-11-22', 12), 'Europe/Paris')).toBe(false);
  });

  it('lets an exception win and a late period run past midnight', () => {
    const bar: BusinessHours = {
      days: week.days.map((day) =>
        day.weekday === 4 ? { ...day, open_hour: 18, close_hour: 26 } : day,
      ),
      exceptions: [
        { date: '2026-11-17', closed: true, open_hour: null, close_hour: null, note: 'Holiday' },
      ],
      is_default: false,
    };
    expect(isOpenAt(bar, paris('2026-11-17', 12), 'Europe/Paris')).toBe(false);
    // Friday 18:00 to Saturday 02:00.
    expect(isOpenAt(bar, paris('2026-11-21', 1, 30), 'Europe/Paris')).toBe(true);
    expect(isOpenAt(bar, paris('2026-11-21', 2), 'Europe/Paris')).toBe(false);
  });
});

describe('door counter silent', () => {
  const end = Date.UTC(2026, 10, 16, 10, 0);
  const alwaysOpen = () => true;
  it('is silent only after more than 60 minutes without a count interval', () => {
    expect(DOOR_COUNTER_SILENT_AFTER_MS).toBe(60 * MINUTE);
    expect(isDoorCounterSilent(end, end + 60 * MINUTE, alwaysOpen)).toBe(false);
    expect(isDoorCounterSilent(end, end + 60 * MINUTE + 1, alwaysOpen)).toBe(true);
    expect(isDoorCounterSilent(null, end + 600 * MINUTE, alwaysOpen)).toBe(false);
  });
  it('is not silent in closed hours, nor before the location has been open an hour', () => {
    const now = end + 3 * 60 * MINUTE;
    expect(isDoorCounterSilent(end, now, () => false)).toBe(false);
    const openedHalfAnHourAgo = (ms: number) => ms >= now - 30 * MINUTE;
    expect(isDoorCounterSilent(end, now, openedHalfAnHourAgo)).toBe(false);
    const openedAnHourAgo = (ms: number) => ms >= now - 60 * MINUTE;
    expect(isDoorCounterSilent(end, now, openedAnHourAgo)).toBe(true);
  });
});

describe('low traffic rule', () => {
  const usual = [100, 110, 95, 105, 102, 98, 104, 101];

  it('needs at least 4 comparable weeks', () => {
    expect(lowTrafficVerdict(0, [100, 100, 100])).toBeNull();
    expect(lowTrafficVerdict(0, [100, 100, 100, 100])?.low).toBe(true);
  });

  it('is low below every comparable week and two robust deviations under the median', () => {
    // Median 101.5, MAD 3 -> 4.45; the Poisson floor sqrt(101.5) = 10.07 wins: bound 81.35.
    const verdict = lowTrafficVerdict(81, usual);
    expect(verdict).toMatchObject({ low: true, weeks: 8, median: 101.5, minimum: 95 });
    expect(verdict?.lowerBound).toBeCloseTo(81.35, 2);
    expect(lowTrafficVerdict(82, usual)?.low).toBe(false);
  });

  it('uses the spread of an unsteady history', () => {
    // Median 100, MAD 30 -> 44.5: the bound (11) is far under the minimum (40).
    const unsteady = [40, 70, 100, 100, 130, 160];
    expect(lowTrafficVerdict(12, unsteady)?.low).toBe(false);
    expect(lowTrafficVerdict(10, unsteady)?.low).toBe(true);
  });

  it('is never low below the lowest week alone, nor for a handful of people', () => {
    // Just under the minimum but well within two deviations of the median.
    expect(lowTrafficVerdict(94, usual)?.low).toBe(false);
    expect(lowTrafficVerdict(0, [4, 4, 4, 4, 4])?.low).toBe(false);
  });
});

describe('delivery', () => {
  it('retries after 1, 2, 4, 8 and 16 minutes', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16].map((m) => m * MINUTE));
  });

  it('signs the raw body with HMAC-SHA256 (RFC 4231 test case 2)', () => {
    const signature = signBody('Jefe', 'what do ya want for nothing?');
    expect(signature).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(verifySignature('Jefe', 'what do ya want for nothing?', signature)).toBe(true);
    expect(verifySignature('Jefe', 'what do ya want for nothing!', signature)).toBe(false);
    expect(verifySignature('Jefe', 'x', null)).toBe(false);
  });
});
