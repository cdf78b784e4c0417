import type { DwellAreasResponse, DwellGroupAreasResponse } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { footTrafficAnswer } from '../../../test/foot-traffic-fixture';
import { areaGroupRows, areaRows, byAverageDwell } from './area-analytics';

const meta = () => {
  const { range, completeness, unavailable } = footTrafficAnswer();
  return { range, completeness, unavailable };
};

const area = (area_id: number, name: string, visitors: number, dwell: number) => ({
  area_id,
  name,
  visitors,
  dwell_s_total: dwell,
  avg_dwell_s: visitors ? dwell / visitors : null,
  attraction: visitors / 160,
});

const areas: DwellAreasResponse = {
  ...meta(),
  location_visitors: 160,
  areas: [
    area(3, 'Product wall', 40, 12000),
    area(1, 'Demo stage', 80, 9600),
    area(2, 'Lounge', 0, 0),
  ],
};

describe('area analytics', () => {
  it('lists every area, most visited first, with the attraction the API answered', () => {
    expect(areaRows(areas)).toEqual([
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

  it('keeps a missing attraction missing', () => {
    const none = { ...areas, location_visitors: null };
    none.areas = areas.areas.map((row) => ({ ...row, attraction: null }));
    expect(areaRows(none).map((row) => row.attraction)).toEqual([null, null, null]);
  });

  it('orders the dwell chart by average dwell, unvisited areas last', () => {
    expect(byAverageDwell(areaRows(areas)).map((row) => row.name)).toEqual([
      'Product wall',
      'Demo stage',
      'Lounge',
    ]);
  });

  it('does the same per area group', () => {
    const groups: DwellGroupAreasResponse = {
      ...meta(),
      location_visitors: 100,
      groups: [
        {
          group_id: 7,
          name: 'Experiences',
          visitors: 90,
          dwell_s_total: 9000,
          avg_dwell_s: 100,
          attraction: 0.9,
        },
      ],
    };
    expect(areaGroupRows(groups)).toEqual([
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
