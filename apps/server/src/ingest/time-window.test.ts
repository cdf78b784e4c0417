// The ingest time checks' messages say their durations in the form for the number.
import { describe, expect, it } from 'vitest';
import { aheadText, checkItemTimes } from './time-window';

const MINUTE = 60_000;
const now = new Date('2026-03-03T12:00:00Z');

function messageOf(check: Parameters<typeof checkItemTimes>[0]): string {
  try {
    checkItemTimes(check);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('ingest time messages', () => {
  it('say a time ahead in minutes, hours or days, singular for one', () => {
    expect(aheadText(1)).toBe('1 minute');
    expect(aheadText(MINUTE)).toBe('1 minute');
    expect(aheadText(MINUTE + 1)).toBe('2 minutes');
    expect(aheadText(119 * MINUTE)).toBe('119 minutes');
    expect(aheadText(5 * 60 * MINUTE)).toBe('5 hours');
    expect(aheadText(72 * 60 * MINUTE)).toBe('3 days');
  });

  it('name a retention of one day in the singular', () => {
    const old = now.getTime() - 2 * 24 * 60 * MINUTE;
    expect(messageOf({ list: null, field: 'ts', values: [old], now, retentionDays: 1 })).toBe(
      "ts is older than the location's raw data retention (1 day)",
    );
    expect(
      messageOf({ list: 'detections', field: 'ts', values: [old - 1], now, retentionDays: 2 }),
    ).toBe("detections.0.ts is older than the location's raw data retention (2 days)");
  });

  it('say how far ahead of the server clock an item is', () => {
    expect(messageOf({ list: null, field: 'ts', values: [now.getTime() + 15 * MINUTE], now })).toBe(
      'ts is 15 minutes after the server clock (at most 10 minutes ahead are accepted)',
    );
  });
});
