import { describe, expect, it } from 'vitest';
import { METRICS, availableMetrics, isMetricAvailable } from './metrics';

describe('availableMetrics', () => {
  it('lists the metrics', () => {
    expect(METRICS).toEqual(['WALK-BY', 'FOOTTRAFFIC', 'WALK-IN', 'HEATMAP']);
  });

  describe('PLUS', () => {
    it('always offers WALK-BY and FOOTTRAFFIC', () => {
      expect(availableMetrics({ service: 'PLUS' })).toEqual(['WALK-BY', 'FOOTTRAFFIC']);
    });

    it('adds WALK-IN with the tag service DOORCOUNTER', () => {
      expect(availableMetrics({ service: 'PLUS', tag_services: 'DOORCOUNTER' })).toEqual([
        'WALK-BY',
        'FOOTTRAFFIC',
        'WALK-IN',
      ]);
    });

    it('adds HEATMAP with the sensor service HEATMAP', () => {
      expect(availableMetrics({ service: 'PLUS', sensor_services: ['HEATMAP'] })).toEqual([
        'WALK-BY',
        'FOOTTRAFFIC',
        'HEATMAP',
      ]);
    });

    it('offers all four with both services', () => {
      expect(
        availableMetrics({
          service: 'PLUS',
          tag_services: 'doorcounter',
          sensor_services: 'FOOTTRAFFIC,HEATMAP',
        }),
      ).toEqual(['WALK-BY', 'FOOTTRAFFIC', 'WALK-IN', 'HEATMAP']);
    });

    it('ignores services given in the wrong list', () => {
      expect(
        availableMetrics({
          service: 'PLUS',
          tag_services: 'HEATMAP',
          sensor_services: 'DOORCOUNTER',
        }),
      ).toEqual(['WALK-BY', 'FOOTTRAFFIC']);
    });
  });

  describe('LITE', () => {
    it('offers nothing without services', () => {
      expect(availableMetrics({ service: 'LITE' })).toEqual([]);
    });

    it('offers WALK-BY with the sensor service FOOTTRAFFIC', () => {
      expect(availableMetrics({ service: 'LITE', sensor_services: 'FOOTTRAFFIC' })).toEqual([
        'WALK-BY',
      ]);
    });

    it('offers WALK-IN with DOORCOUNTER', () => {
      expect(availableMetrics({ service: 'LITE', tag_services: ['DOORCOUNTER'] })).toEqual([
        'WALK-IN',
      ]);
      expect(
        availableMetrics({
          service: 'LITE',
          tag_services: ['DOORCOUNTER'],
          sensor_services: 'FOOTTRAFFIC',
        }),
      ).toEqual(['WALK-BY', 'WALK-IN']);
    });

    it('never offers FOOTTRAFFIC or HEATMAP', () => {
      expect(
        availableMetrics({ service: 'LITE', sensor_services: 'HEATMAP', tag_services: '' }),
      ).toEqual([]);
    });
  });

  it.each(['ZERO', 'PREMIUM'] as const)('offers nothing for %s', (service) => {
    expect(
      availableMetrics({
        service,
        tag_services: 'DOORCOUNTER',
        sensor_services: 'FOOTTRAFFIC,HEATMAP',
      }),
    ).toEqual([]);
  });
});

describe('isMetricAvailable', () => {
  it('answers per metric', () => {
    const services = { service: 'LITE', sensor_services: 'FOOTTRAFFIC' } as const;
    expect(isMetricAvailable(services, 'WALK-BY')).toBe(true);
    expect(isMetricAvailable(services, 'WALK-IN')).toBe(false);
  });
});
