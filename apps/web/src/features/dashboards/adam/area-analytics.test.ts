import type { DwellAreasResponse, DwellGroupAreasResponse } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { footTrafficAnswer } from '../xm/foot-traffic-fixture';
import { areaGroupRows, areaRows, byAverageDwell } from './area-analytics';

const meta = () => {
  const { range, completeness, unavailable } = footTrafficAnswer();
  return { range, completeness, unavailable };
};

const areas: DwellAreasResponse = {
  ...meta(),
  areas: [
    { area_id: 3, name: 'Product wall', visitors: 40, dwell_s_total: 12000, avg_dwell_s: 300 },
    { area_id: 1, name: 'Demo stage', visitors: 80, dwell_s_total: 9600, avg_dwell_s: 120 },
    { area_id: 2, name: 'Lounge', visitors: 0, dwell_s_total: 0, avg_dwell_s: null },
  ],
};

describe('area analytics', () => {
  it("lists every area, most visited first, with its attraction among the location's visitors", () => {
    expect(areaRows(areas, 160)).toEqual([
      {
        id: 1,
        name: 'Demo stage',
        visitors: 80,
        dwellTotalS: 9600,
        avgDwellS: 120,
        attraction: 0.5,
      },
      {
        id: 3,
        name: 'Product wall',
        visitors: 40,
        dwellTotalS: 12000,
        avgDwellS: 300,
        attraction: 0.25,
      },
      { id: 2, name: 'Lounge', visitors: 0, dwellTotalS: 0, avgDwellS: null, attraction: 0 },
    ]);
  });

  it("has no attraction without the location's visitors", () => {
    expect(areaRows(areas, null).map((row) => row.attraction)).toEqual([null, null, null]);
    expect(areaRows(areas, 0).map((row) => row.attraction)).toEqual([null, null, null]);
  });

  it('orders the dwell chart by average dwell, unvisited areas last', () => {
    expect(byAverageDwell(areaRows(areas, 160)).map((row) => row.name)).toEqual([
      'Product wall',
      'Demo stage',
      'Lounge',
    ]);
  });

  it('does the same per area group', () => {
    const groups: DwellGroupAreasResponse = {
      ...meta(),
      groups: [
        { group_id: 7, name: 'Experiences', visitors: 90, dwell_s_total: 9000, avg_dwell_s: 100 },
      ],
    };
    expect(areaGroupRows(groups, 100)).toEqual([
      {
        id: 7,
        name: 'Experiences',
        visitors: 90,
        dwellTotalS: 9000,
        avgDwellS: 100,
        attraction: 0.9,
      },
    ]);
  });
});
