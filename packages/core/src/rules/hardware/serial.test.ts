import { describe, expect, it } from 'vitest';
import { normalizeSerial, sensorStatus } from './serial';

describe('normalizeSerial', () => {
  it.each([
    ['b827eb4521b4', 'B8:27:EB:45:21:B4'],
    ['B8-27-EB-45-21-B4', 'B8:27:EB:45:21:B4'],
    [' b8:27:eb:45:21:b4 ', 'B8:27:EB:45:21:B4'],
    ['000000000101', '00:00:00:00:01:01'],
    ['gw-2024-0001', 'GW-2024-0001'],
  ])('writes %s as %s', (raw, expected) => {
    expect(normalizeSerial(raw)).toBe(expected);
  });

  it.each(['', '  ', 'b8:27-eb:45:21:b4', 'ab', 'has space 1', 'é-123', 'x'.repeat(65)])(
    'refuses %j',
    (raw) => {
      expect(normalizeSerial(raw)).toBeNull();
    },
  );
});

describe('sensorStatus', () => {
  const now = new Date('2030-01-08T10:00:00Z');
  it('is never_seen without a last sighting', () => {
    expect(sensorStatus(null, now)).toBe('never_seen');
  });
  it('is online within 10 minutes and offline after', () => {
    expect(sensorStatus('2030-01-08T09:50:00Z', now)).toBe('online');
    expect(sensorStatus(new Date('2030-01-08T09:49:59Z'), now)).toBe('offline');
  });
});
