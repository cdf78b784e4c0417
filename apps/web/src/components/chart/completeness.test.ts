import type { Completeness } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { summarizeCompleteness, unavailableReasonKey } from './completeness';

const base: Completeness = {
  gateways_connected: 4,
  gateways_reporting: 4,
  hours_in_range: 720,
  hours_without_data: 0,
  pending_days: 0,
  note: '',
};

describe('summarizeCompleteness', () => {
  it('is complete when every gateway reported every hour', () => {
    expect(summarizeCompleteness(base)).toMatchObject({ partial: false, none: false });
  });

  it('is partial with a silent gateway or hours without data', () => {
    expect(summarizeCompleteness({ ...base, gateways_reporting: 3 }).partial).toBe(true);
    expect(summarizeCompleteness({ ...base, hours_without_data: 5 })).toMatchObject({
      partial: true,
      none: false,
      serious: false,
      hoursWithoutData: 5,
    });
    expect(summarizeCompleteness({ ...base, hours_without_data: 40 }).serious).toBe(true);
    expect(summarizeCompleteness({ ...base, gateways_reporting: 3 }).serious).toBe(true);
  });

  it('has no data when nothing reported', () => {
    expect(summarizeCompleteness({ ...base, gateways_reporting: 0 }).none).toBe(true);
    expect(summarizeCompleteness({ ...base, hours_without_data: 720 }).none).toBe(true);
  });
});

describe('unavailableReasonKey', () => {
  it('names the reason of each metric', () => {
    expect(
      unavailableReasonKey({
        metric: 'WALK-IN',
        reason: 'Walk-ins need a door counter (tag service DOORCOUNTER)',
      }),
    ).toBe('walkIn');
    expect(
      unavailableReasonKey({
        metric: 'FOOTTRAFFIC',
        reason: 'The Premium tier offers no analytics metrics',
      }),
    ).toBe('noAnalytics');
    expect(
      unavailableReasonKey({
        metric: 'HEATMAP',
        reason: 'Heatmaps are not offered at this location',
      }),
    ).toBe('heatmapNotOffered');
  });
});
