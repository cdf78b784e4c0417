import { describe, expect, it } from 'vitest';
import { areaAnalyticsUnavailable, unavailableMetrics } from './availability';

describe('unavailableMetrics', () => {
  it('lists nothing for a fully equipped Plus location', () => {
    expect(
      unavailableMetrics({
        service: 'PLUS',
        tag_services: 'DOORCOUNTER',
        sensor_services: ['FOOTTRAFFIC', 'HEATMAP'],
      }),
    ).toEqual([]);
  });
  it('names the door counter for walk-ins and the tier for visitor metrics at Lite', () => {
    expect(unavailableMetrics({ service: 'LITE', sensor_services: 'FOOTTRAFFIC' })).toEqual([
      { metric: 'FOOTTRAFFIC', reason: 'Visitor metrics need the Plus tier' },
      { metric: 'WALK-IN', reason: 'Walk-ins need a door counter (tag service DOORCOUNTER)' },
      { metric: 'HEATMAP', reason: 'Heatmaps need the Plus tier with the sensor service HEATMAP' },
    ]);
  });
  it('offers nothing at Premium and add-on only, as docs/product.md section 3 says', () => {
    for (const service of ['PREMIUM', 'ZERO'] as const) {
      const missing = unavailableMetrics({
        service,
        tag_services: 'DOORCOUNTER',
        sensor_services: 'FOOTTRAFFIC,HEATMAP',
      });
      expect(missing.map((entry) => entry.metric)).toEqual([
        'WALK-BY',
        'FOOTTRAFFIC',
        'WALK-IN',
        'HEATMAP',
      ]);
      expect(missing[0]?.reason).toMatch(/tier offers no analytics metrics/);
    }
  });
});

describe('areaAnalyticsUnavailable', () => {
  it('lists nothing where the ADAM add-on is on, whatever the tier', () => {
    for (const service of ['ZERO', 'LITE', 'PLUS', 'PREMIUM'] as const)
      expect(areaAnalyticsUnavailable({ service }, 'adam')).toEqual([]);
  });
  it('lists nothing at Plus without the add-on', () => {
    expect(areaAnalyticsUnavailable({ service: 'PLUS' }, 'none')).toEqual([]);
  });
  it('names the missing visitor metrics elsewhere', () => {
    expect(areaAnalyticsUnavailable({ service: 'PREMIUM' }, 'none')).toEqual([
      { metric: 'FOOTTRAFFIC', reason: 'The Premium tier offers no analytics metrics' },
    ]);
    expect(areaAnalyticsUnavailable({ service: 'LITE' }, null)).toEqual([
      { metric: 'FOOTTRAFFIC', reason: 'Visitor metrics need the Plus tier' },
    ]);
  });
});
