import { describe, expect, it } from 'vitest';
import { periodAxis } from './period-axis';

describe('the period axis', () => {
  it('lists every day, Monday and first of the month of the range', () => {
    expect(periodAxis('day', '2026-03-30', '2026-04-02')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    // 2026-03-04 is a Wednesday: its week is labelled with Monday 2026-03-02.
    expect(periodAxis('week', '2026-03-04', '2026-03-16')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(periodAxis('month', '2026-01-15', '2026-03-01')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('leaves hours to the answer', () => {
    expect(periodAxis('hour', '2026-03-02', '2026-03-02')).toBeNull();
  });
});
