import { describe, expect, it } from 'vitest';
import { normalizeLocationServices, parseServiceList } from './services';

describe('parseServiceList', () => {
  it('splits a comma-separated string', () => {
    expect(parseServiceList('FOOTTRAFFIC,HEATMAP')).toEqual(['FOOTTRAFFIC', 'HEATMAP']);
  });

  it('trims, upper-cases, drops blanks and duplicates', () => {
    expect(parseServiceList(' heatmap , ,FootTraffic,HEATMAP,')).toEqual([
      'HEATMAP',
      'FOOTTRAFFIC',
    ]);
    expect(parseServiceList([' doorcounter', 'DOORCOUNTER', ''])).toEqual(['DOORCOUNTER']);
  });

  it.each([null, undefined, '', ' , '])('gives an empty list for %j', (value) => {
    expect(parseServiceList(value)).toEqual([]);
  });
});

describe('normalizeLocationServices', () => {
  it('normalises both lists and keeps the tier', () => {
    expect(
      normalizeLocationServices({
        service: 'PLUS',
        tag_services: 'doorcounter',
        sensor_services: ['HEATMAP', 'heatmap'],
      }),
    ).toEqual({ service: 'PLUS', tag_services: ['DOORCOUNTER'], sensor_services: ['HEATMAP'] });
  });

  it('fills missing lists with empty ones', () => {
    expect(normalizeLocationServices({ service: 'ZERO' })).toEqual({
      service: 'ZERO',
      tag_services: [],
      sensor_services: [],
    });
  });
});
