import { describe, expect, it } from 'vitest';
import {
  COMPARISON_METRICS,
  LOCATION_TYPE_LABELS,
  QUALITY_GRADES,
  SERVICE_TIER_LABELS,
} from './vocabulary';

describe('display vocabulary', () => {
  it('labels service tiers as docs/product.md section 3', () => {
    expect(SERVICE_TIER_LABELS).toEqual({
      ZERO: 'add-on only',
      LITE: 'Lite',
      PLUS: 'Plus',
      PREMIUM: 'Premium',
    });
  });

  it('labels location types as docs/product.md section 1', () => {
    expect(LOCATION_TYPE_LABELS).toEqual({
      RETAIL: 'Retail Store',
      MALL: 'Mall',
      XM: 'Live Events',
      AT: 'Attendee Tracking',
    });
  });

  it('lists quality grades and comparison metrics in the documented order', () => {
    expect(QUALITY_GRADES).toEqual([
      'average',
      'fair',
      'good',
      'very good',
      'prime',
      'outstanding',
      'high',
    ]);
    expect(COMPARISON_METRICS).toEqual(['mean', 'attraction', 'engagement', 'dwell', 'FQV']);
  });
});
