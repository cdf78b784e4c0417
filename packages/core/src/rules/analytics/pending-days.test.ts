import { describe, expect, it } from 'vitest';
import { pendingDatesIn } from './pending-days';

describe('pendingDatesIn', () => {
  const range = { start: '2026-11-01', end: '2026-11-30' };
  const comparison = { start: '2026-09-02', end: '2026-10-31' };

  it('keeps the pending days inside the ranges, ends included', () => {
    const pending = ['2026-08-31', '2026-09-02', '2026-10-31', '2026-11-01', '2026-11-15'];
    expect(pendingDatesIn(pending, [range], '2026-12-01')).toEqual(['2026-11-01', '2026-11-15']);
    expect(pendingDatesIn(pending, [range, comparison], '2026-12-01')).toEqual([
      '2026-09-02',
      '2026-10-31',
      '2026-11-01',
      '2026-11-15',
    ]);
  });

  it('leaves out today and anything later (live data is pending most of the time)', () => {
    const pending = ['2026-11-27', '2026-11-28', '2026-11-29'];
    expect(pendingDatesIn(pending, [range], '2026-11-28')).toEqual(['2026-11-27']);
  });

  it('names a day once, however many ranges hold it', () => {
    expect(pendingDatesIn(['2026-11-10', '2026-11-10'], [range, range], '2026-12-01')).toEqual([
      '2026-11-10',
    ]);
  });

  it('is empty when nothing is pending or the ranges are elsewhere', () => {
    expect(pendingDatesIn([], [range], '2026-12-01')).toEqual([]);
    expect(pendingDatesIn(['2026-12-05'], [range, comparison], '2026-12-10')).toEqual([]);
  });
});
