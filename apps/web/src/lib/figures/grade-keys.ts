import type { QualityGrade } from '@footfall/core';

/** The catalogue key of a grade ("very good" -> veryGood), for the event pages and the comparison. */
export const GRADE_KEYS = {
  average: 'average',
  fair: 'fair',
  good: 'good',
  'very good': 'veryGood',
  prime: 'prime',
  outstanding: 'outstanding',
  high: 'high',
} as const satisfies Record<QualityGrade, string>;
