// What a figure rests on: Wi-Fi figures are estimates with a band (core's resolveEstimate), door
// counter figures are counts (docs/accuracy.md "Calibration").
import { z } from 'zod';
import {
  CALIBRATION_QUALITIES,
  ESTIMATED_VISITOR_FIGURES,
  ESTIMATE_SOURCES,
  type EstimateSummary,
} from '../../rules/estimation/calibration';

export const estimateSchema = z.object({
  method: z.literal('estimate'),
  /** own: this location's door counters; similar: the calibrations of calibrated locations of
   * the same type in the corporation; default: no calibration. */
  source: z.enum(ESTIMATE_SOURCES),
  /** Relative half-width of the 95% interval of a day's figure (0.06 = +-6%). */
  band: z.number(),
  /** Wi-Fi visitors per door-counter walk-in; null when nothing calibrates the location. */
  capture_ratio: z.number().nullable(),
  quality: z.enum(CALIBRATION_QUALITIES),
  /** The own calibration's usable days, from and to (local dates); 0 and null otherwise. */
  days_used: z.number().int(),
  calibrated_from: z.string().nullable(),
  calibrated_to: z.string().nullable(),
  /** Calibrated similar locations borrowed from (source similar). */
  similar_locations: z.number().int(),
  /** The figures of the answer the band applies to. */
  figures: z.array(z.string()),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const countedSchema = z.object({
  method: z.literal('counted'),
});

/** The answer's `estimate` for a resolved summary (core's resolveEstimate). */
export function estimateFromSummary(summary: EstimateSummary): Estimate {
  return {
    method: 'estimate',
    source: summary.source,
    band: summary.band,
    capture_ratio: summary.captureRatio,
    quality: summary.quality,
    days_used: summary.daysUsed,
    calibrated_from: summary.fromDate,
    calibrated_to: summary.toDate,
    similar_locations: summary.similarLocations,
    figures: [...ESTIMATED_VISITOR_FIGURES],
  };
}
