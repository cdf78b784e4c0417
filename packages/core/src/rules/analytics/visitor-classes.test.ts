import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VISITOR_DEFINITIONS,
  isBrowser,
  isEngager,
  isFqv,
  isVisitorSession,
  type AreaDwell,
} from './visitor-classes';

const dwells = (...minutes: number[]): AreaDwell[] =>
  minutes.map((m, index) => ({ areaId: `area-${index}`, minutes: m }));

const params = { engagerMinutes: 10, engagerAreas: 2 };

describe('DEFAULT_VISITOR_DEFINITIONS', () => {
  it('holds the defaults of docs/product.md section 11', () => {
    expect(DEFAULT_VISITOR_DEFINITIONS).toEqual({
      visit_gap_minutes: 15,
      visitor_rssi: -70,
      ignore_rssi: -90,
      min_visit_minutes: 5,
      engager_minutes: 10,
      fqv_minutes: 15,
      engager_areas: 2,
      raw_retention_days: 7,
    });
  });
});

describe('isVisitorSession', () => {
  it('needs the minimum visit span, inclusive', () => {
    expect(isVisitorSession(5, 5)).toBe(true);
    expect(isVisitorSession(4.99, 5)).toBe(false);
  });
});

describe('isFqv', () => {
  it('needs MORE than {time} in one of two or more areas', () => {
    expect(isFqv(dwells(15, 3), 15)).toBe(false);
    expect(isFqv(dwells(15.01, 3), 15)).toBe(true);
    expect(isFqv(dwells(2, 3, 16), 15)).toBe(true);
  });

  it('needs AT LEAST {time} in a single area', () => {
    expect(isFqv(dwells(15), 15)).toBe(true);
    expect(isFqv(dwells(14.99), 15)).toBe(false);
  });

  it('counts only areas with dwell above zero as visited', () => {
    // One real area of exactly 15 minutes: the single-area rule (>=) applies.
    expect(isFqv(dwells(15, 0), 15)).toBe(true);
  });

  it('sums repeated runs in the same area', () => {
    const runs = [
      { areaId: 'a', minutes: 8 },
      { areaId: 'a', minutes: 7 },
    ];
    expect(isFqv(runs, 15)).toBe(true);
  });

  it('is false without any visited area', () => {
    expect(isFqv([], 15)).toBe(false);
    expect(isFqv(dwells(0, 0), 15)).toBe(false);
  });
});

describe('isEngager', () => {
  it('counts total dwell in the space of at least {time}', () => {
    expect(isEngager({ totalDwellMinutes: 10, areaDwells: [] }, params)).toBe(true);
    expect(isEngager({ totalDwellMinutes: 9.99, areaDwells: [] }, params)).toBe(false);
  });

  it('counts dwell in one area of at least {time}', () => {
    expect(isEngager({ totalDwellMinutes: 0, areaDwells: dwells(10) }, params)).toBe(true);
    expect(isEngager({ totalDwellMinutes: 0, areaDwells: dwells(9.99) }, params)).toBe(false);
  });

  it('counts several areas with one of at least {time}', () => {
    expect(isEngager({ totalDwellMinutes: 0, areaDwells: dwells(3, 10) }, params)).toBe(true);
    expect(isEngager({ totalDwellMinutes: 9, areaDwells: dwells(3, 4, 2) }, params)).toBe(false);
  });
});

describe('isBrowser', () => {
  it('is a visitor who is not an engager', () => {
    expect(
      isBrowser({ isVisitor: true, totalDwellMinutes: 6, areaDwells: dwells(6) }, params),
    ).toBe(true);
    expect(isBrowser({ isVisitor: true, totalDwellMinutes: 12, areaDwells: [] }, params)).toBe(
      false,
    );
    expect(isBrowser({ isVisitor: false, totalDwellMinutes: 1, areaDwells: [] }, params)).toBe(
      false,
    );
  });
});
