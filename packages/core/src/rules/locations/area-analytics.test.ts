import { describe, expect, it } from 'vitest';
import { areaAnalyticsSource, areaAttraction, hasAreaAnalytics } from './area-analytics';
import { availableMetrics } from './metrics';
import { SERVICE_TIERS } from './types';

const EQUIPPED = { tag_services: 'DOORCOUNTER', sensor_services: 'FOOTTRAFFIC,HEATMAP' };

describe('area analytics', () => {
  it.each(SERVICE_TIERS)('come with the ADAM add-on at the %s tier', (service) => {
    expect(areaAnalyticsSource({ service }, 'adam')).toBe('ADAM');
    expect(hasAreaAnalytics({ service, ...EQUIPPED }, { adam: true })).toBe(true);
  });

  it('leave the tier metrics of ZERO and PREMIUM as docs/product.md section 3 says: none', () => {
    for (const service of ['ZERO', 'PREMIUM'] as const) {
      expect(hasAreaAnalytics({ service, ...EQUIPPED }, 'adam')).toBe(true);
      expect(availableMetrics({ service, ...EQUIPPED })).toEqual([]);
    }
  });

  it('come with the FOOTTRAFFIC metric without the add-on (PLUS)', () => {
    expect(areaAnalyticsSource({ service: 'PLUS' }, 'none')).toBe('FOOTTRAFFIC');
    // The add-on is named first when both apply.
    expect(areaAnalyticsSource({ service: 'PLUS' }, 'adam')).toBe('ADAM');
  });

  it('are missing without the add-on where FOOTTRAFFIC is', () => {
    expect(hasAreaAnalytics({ service: 'LITE', ...EQUIPPED }, 'none')).toBe(false);
    expect(hasAreaAnalytics({ service: 'ZERO', ...EQUIPPED }, null)).toBe(false);
    expect(hasAreaAnalytics({ service: 'PREMIUM', ...EQUIPPED }, { adam: false })).toBe(false);
    expect(areaAnalyticsSource({ service: 'PREMIUM' }, 'adams')).toBeNull();
  });

  it('read the add-on as a string or a flag object', () => {
    expect(hasAreaAnalytics({ service: 'LITE' }, 'none,ADAM')).toBe(true);
    expect(hasAreaAnalytics({ service: 'LITE' }, undefined)).toBe(false);
  });
});

describe('areaAttraction', () => {
  it('is the area visitors over the location visitors', () => {
    expect(areaAttraction(3, 12)).toBe(0.25);
    expect(areaAttraction(0, 12)).toBe(0);
    expect(areaAttraction(12, 12)).toBe(1);
  });

  it('is null when the location had no visitor', () => {
    expect(areaAttraction(0, 0)).toBeNull();
  });
});
