import type { ProfileQualifiersResponse, VisitDurationResponse } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { durationBins, visitorKinds } from './visit-duration-bins';
import { COMPLETE, RANGE } from './retail-test-data';

const meta = { range: RANGE, completeness: COMPLETE, unavailable: [] };

describe('the visit duration bins', () => {
  it('labels the first bin "under", the last "or more", the others by both ends', () => {
    const response: VisitDurationResponse = {
      ...meta,
      bins: [
        { label: '<5', min_minutes: 0, max_minutes: 5, visits: 3 },
        { label: '5-10', min_minutes: 5, max_minutes: 10, visits: 7 },
        { label: '>60', min_minutes: 60, max_minutes: null, visits: 1 },
      ],
      visits: 11,
      mean_s: 500,
      median_s: 420,
    };
    expect(durationBins(response)).toEqual([
      { label: { key: 'under', values: { max: 5 } }, visits: 3 },
      { label: { key: 'between', values: { min: 5, max: 10 } }, visits: 7 },
      { label: { key: 'over', values: { min: 60 } }, visits: 1 },
    ]);
  });
});

describe('the visitor kinds', () => {
  const profile: ProfileQualifiersResponse = {
    ...meta,
    visitors: 100,
    identified_visitors: 70,
    new_visitors: 56,
    returning_visitors: 14,
    returning_rate: 0.2,
    randomized_visitors: 30,
    randomized_share: 0.3,
    frequency: null,
  };

  it('splits visitors into new, returning and not identifiable', () => {
    expect(visitorKinds(profile)).toEqual({
      newVisitors: 56,
      returningVisitors: 14,
      randomizedVisitors: 30,
      returningRate: 0.2,
    });
  });

  it('is null where visitor figures are not offered', () => {
    expect(visitorKinds({ ...profile, new_visitors: null, returning_visitors: null })).toBeNull();
  });
});
