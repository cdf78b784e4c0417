import type { LiveSnapshot } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { formatUpdatedAt, liveFigures } from './live-figures';

const snapshot: LiveSnapshot = {
  occupancy_now: 3,
  occupancy_source: 'door_counter',
  visitors_today: 6,
  walk_ins_today: 15,
  walk_bys_today: 20,
  local_date: '2026-11-21',
  updated_at: '2026-11-21T10:00:01.000Z',
  unavailable: [],
};

describe('liveFigures', () => {
  it('takes occupancy (with its source) and today’s counts', () => {
    expect(liveFigures(snapshot)).toEqual([
      { key: 'occupancyNow', value: 3, missing: null, source: 'door_counter' },
      { key: 'visitorsToday', value: 6, missing: null },
      { key: 'walkInsToday', value: 15, missing: null },
      { key: 'walkBysToday', value: 20, missing: null },
    ]);
  });

  it('says which metric the tier lacks, and tells that from nothing counted yet', () => {
    const lite = liveFigures({
      ...snapshot,
      occupancy_now: null,
      occupancy_source: null,
      visitors_today: null,
      walk_ins_today: null,
      walk_bys_today: null,
      unavailable: [
        { metric: 'FOOTTRAFFIC', reason: 'Visitor metrics need the Plus tier' },
        { metric: 'WALK-IN', reason: 'Walk-ins need a door counter' },
      ],
    });
    expect(lite.map((figure) => figure.missing)).toEqual([
      'OCCUPANCY',
      'FOOTTRAFFIC',
      'WALK-IN',
      null,
    ]);
    expect(lite[3]!.value).toBeNull();
  });
});

describe('formatUpdatedAt', () => {
  it('writes hours, minutes and seconds in the locale', () => {
    const at = '2026-11-21T14:05:09.000Z';
    expect(formatUpdatedAt(at, 'en-GB', 'UTC', 'UTC')).toBe('14:05:09');
    expect(formatUpdatedAt(at, 'fr', 'UTC', 'UTC')).toBe('14:05:09');
    expect(formatUpdatedAt(at, 'en-US', 'UTC', 'UTC')).toMatch(/^2:05:09\sPM$/);
  });

  it("uses the location's zone, named when the browser's clock differs", () => {
    const at = '2026-11-21T14:05:09.000Z';
    expect(formatUpdatedAt(at, 'en-US', 'America/New_York', 'Europe/Paris')).toMatch(
      /^9:05:09\sAM EST$/,
    );
    expect(formatUpdatedAt(at, 'en-GB', 'Europe/Paris', 'Europe/Paris')).toBe('15:05:09');
    // Same clock, other name: no abbreviation.
    expect(formatUpdatedAt(at, 'en-GB', 'Europe/Madrid', 'Europe/Paris')).toBe('15:05:09');
  });
});
