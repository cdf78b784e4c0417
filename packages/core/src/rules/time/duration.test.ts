import { describe, expect, it } from 'vitest';
import { formatDuration, splitDuration } from './duration';

describe('splitDuration', () => {
  it.each([
    [0, 0, 0],
    [45, 0, 45],
    [59.4, 0, 59],
    [59.5, 1, 0],
    [60, 1, 0],
    [725, 12, 5],
    [3661, 61, 1],
  ])('%f s is %i min %i s', (total, minutes, seconds) => {
    expect(splitDuration(total)).toEqual({ minutes, seconds });
  });

  it.each([-5, NaN, Infinity])('gives zero for %f', (total) => {
    expect(splitDuration(total)).toEqual({ minutes: 0, seconds: 0 });
  });
});

describe('formatDuration', () => {
  it('always shows minutes and seconds', () => {
    expect(formatDuration(725)).toBe('12 min 5 s');
    expect(formatDuration(45)).toBe('0 min 45 s');
    expect(formatDuration(120)).toBe('2 min 0 s');
  });

  it('uses the given units', () => {
    expect(formatDuration(65, { minutes: 'Min.', seconds: 'Sek.' })).toBe('1 Min. 5 Sek.');
  });
});
