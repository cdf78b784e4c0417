import type { LocationType, ServiceTier } from './locations/types';

// Display vocabulary of docs/product.md sections 1 and 3, in English. The UI translates these
// through its catalogues; these are the source texts and the keys' meaning.

export const SERVICE_TIER_LABELS: Record<ServiceTier, string> = {
  ZERO: 'add-on only',
  LITE: 'Lite',
  PLUS: 'Plus',
  PREMIUM: 'Premium',
};

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  RETAIL: 'Retail Store',
  MALL: 'Mall',
  XM: 'Live Events',
  AT: 'Attendee Tracking',
};

/** Score grades; docs/product.md section 11 orders the percentile bands, "high" is above the
 * 95th. */
export const QUALITY_GRADES = [
  'average',
  'fair',
  'good',
  'very good',
  'prime',
  'outstanding',
  'high',
] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

export const COMPARISON_METRICS = ['mean', 'attraction', 'engagement', 'dwell', 'FQV'] as const;
export type ComparisonMetric = (typeof COMPARISON_METRICS)[number];
