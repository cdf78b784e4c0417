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

/** GET system/locations/{id}/calibration: what the location's settings show. */
export const locationCalibrationSchema = z.object({
  /** What the location's Wi-Fi figures carry now (own, similar or default). */
  estimate: estimateSchema,
  /** The location's own calibration against its door counters, when it has one. */
  own: z
    .object({
      capture_ratio: z.number(),
      band: z.number(),
      residual_sd: z.number(),
      days_used: z.number().int(),
      from_date: z.string(),
      to_date: z.string(),
      fitted_at: z.string(),
    })
    .nullable(),
  /** Days a calibration looks back over, and the usable days it needs. */
  window_days: z.number().int(),
  min_days: z.number().int(),
  min_walk_ins: z.number().int(),
});
export type LocationCalibration = z.infer<typeof locationCalibrationSchema>;
