import { describe, expect, it } from 'vitest';
import {
  MIN_CALIBRATION_DAYS,
  UNCALIBRATED_BAND,
  bandInterval,
  calibrationQuality,
  fitCaptureRatio,
  fitPresenceWeight,
  resolveEstimate,
  type CalibrationDay,
} from './calibration';

const day = (n: number, visitors: number, walkIns: number): CalibrationDay => ({
  date: `2026-10-${String(n).padStart(2, '0')}`,
  visitors,
  walkIns,
});

/** Days whose Wi-Fi sees `ratio` of the walk-ins, off by the given relative errors in turn. */
const days = (count: number, ratio: number, errors: number[] = [0]) =>
  Array.from({ length: count }, (_, i) =>
    day(i + 1, 200 * ratio * (1 + (errors[i % errors.length] as number)), 200),
  );

describe('fitCaptureRatio', () => {
  it('needs MIN_CALIBRATION_DAYS usable days', () => {
    expect(fitCaptureRatio(days(MIN_CALIBRATION_DAYS - 1, 0.4))).toBeNull();
    expect(fitCaptureRatio(days(MIN_CALIBRATION_DAYS, 0.4))).not.toBeNull();
  });

  it('skips days with few walk-ins, or no Wi-Fi visitor or a Wi-Fi gap (gateways off)', () => {
    const fit = fitCaptureRatio([
      ...days(7, 0.5),
      day(20, 0, 300),
      day(21, 9, 10),
      day(22, Number.NaN, 300),
      { ...day(23, 40, 300), wifiCovered: false },
    ]);
    expect(fit?.daysUsed).toBe(7);
    expect(fit?.captureRatio).toBeCloseTo(0.5, 10);
    expect(fit?.fromDate).toBe('2026-10-01');
    expect(fit?.toDate).toBe('2026-10-07');
  });

  it('is the ratio of sums; a steady ratio has no band, a noisy one a 95% prediction band', () => {
    expect(fitCaptureRatio(days(14, 0.45))?.band).toBeCloseTo(0, 10);
    const noisy = fitCaptureRatio(days(14, 0.45, [0.05, -0.05]));
    expect(noisy?.captureRatio).toBeCloseTo(0.45, 10);
    // residuals +-5%: sd = 0.05 * sqrt(14/13); band = 1.96 sd sqrt(1 + 1/14)
    expect(noisy?.band).toBeCloseTo(1.96 * 0.05 * Math.sqrt(14 / 13) * Math.sqrt(15 / 14), 6);
  });
});

describe('resolveEstimate', () => {
  const own = fitCaptureRatio(days(14, 0.45, [0.05, -0.05]));

  it('uses the location own calibration first', () => {
    const summary = resolveEstimate(own, [fitCaptureRatio(days(14, 0.9))!]);
    expect(summary.source).toBe('own');
    expect(summary.captureRatio).toBeCloseTo(0.45, 10);
    expect(summary.quality).toBe('good');
    expect(summary.daysUsed).toBe(14);
  });

  it('borrows similar locations with a wider band, and says how many', () => {
    const similar = [0.4, 0.5, 0.6].map((ratio) =>
      fitCaptureRatio(days(14, ratio, [0.05, -0.05]))!,
    );
    const summary = resolveEstimate(null, similar);
    expect(summary.source).toBe('similar');
    expect(summary.similarLocations).toBe(3);
    expect(summary.captureRatio).toBeCloseTo(0.5, 10);
    expect(summary.band).toBeGreaterThan(own!.band);
    // ratios 0.8, 1, 1.2 of their median: between-location sd 0.2
    expect(summary.band).toBeCloseTo(1.96 * Math.sqrt(0.05 ** 2 * (14 / 13) + 0.2 ** 2), 6);
  });

  it('with fewer than 3 similar locations, assumes half the uncalibrated spread between them', () => {
    const summary = resolveEstimate(null, [own!]);
    expect(summary).toMatchObject({ source: 'similar', similarLocations: 1 });
    const between = UNCALIBRATED_BAND / 2 / 1.96;
    expect(summary.band).toBeCloseTo(1.96 * Math.sqrt(own!.residualSd ** 2 + between ** 2), 10);
    // Wider than the peer's own band, narrower than knowing nothing.
    expect(summary.band).toBeGreaterThan(own!.band);
    expect(summary.band).toBeLessThan(UNCALIBRATED_BAND);
  });

  it('falls back to the uncalibrated band, the widest', () => {
    const summary = resolveEstimate(null, []);
    expect(summary).toMatchObject({
      source: 'default',
      band: UNCALIBRATED_BAND,
      captureRatio: null,
      quality: 'uncalibrated',
    });
  });

  it('narrows as a location gets calibrated', () => {
    const history = days(28, 0.45, [0.06, -0.04, 0.02, -0.05, 0.01]);
    const bands = [0, 7, 14, 28].map(
      (n) => resolveEstimate(fitCaptureRatio(history.slice(0, n))).band,
    );
    expect(bands[0]).toBe(UNCALIBRATED_BAND);
    expect(bands[1]).toBeLessThan(bands[0] as number);
    expect(bands[3]).toBeLessThanOrEqual(bands[1] as number);
  });
});

describe('calibrationQuality and bandInterval', () => {
  it('grades bands and bounds figures', () => {
    expect([0.06, 0.15, 0.2, 0.31].map(calibrationQuality)).toEqual([
      'good',
      'good',
      'fair',
      'poor',
    ]);
    expect(bandInterval(100, 0.06)).toEqual({ low: 94, high: 106 });
    expect(bandInterval(10, 1.5).low).toBe(0);
  });
});

describe('fitPresenceWeight', () => {
  const hour = (identified: number, unlinked: number, occupancy: number) => ({
    identified,
    linkedRandomized: 0,
    unlinkedRandomized: unlinked,
    occupancy,
  });

  it('recovers the weight that turns randomized presence into counted people', () => {
    const hours = Array.from({ length: 24 }, (_, i) => hour(2, 10 + i, 2 + 0.3 * (10 + i)));
    expect(fitPresenceWeight(hours, 0.4)?.weight).toBeCloseTo(0.3, 10);
  });

  it('stays within bounds and needs enough hours with randomized presence', () => {
    const loud = Array.from({ length: 24 }, () => hour(0, 10, 50));
    expect(fitPresenceWeight(loud, 0.4)?.weight).toBe(1);
    expect(fitPresenceWeight(loud.slice(0, 10), 0.4)).toBeNull();
  });
});
