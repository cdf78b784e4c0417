// Answers about where visitors went: dwell per area and area group, visit durations, the heatmap
// and area-to-area transitions.
import { z } from 'zod';
import { analyticsMetaShape } from './common';

const dwellFigures = {
  visitors: z.number(),
  dwell_s_total: z.number(),
  avg_dwell_s: z.number().nullable(),
  /** Core's areaAttraction: visitors / location_visitors; null when that is 0 or unknown. */
  attraction: z.number().nullable(),
};

/** The location's visitors over the same hours (attraction's denominator); null when not offered. */
const locationVisitors = { location_visitors: z.number().nullable() };

export const dwellAreasResponseSchema = z.object({
  ...analyticsMetaShape,
  ...locationVisitors,
  areas: z.array(z.object({ area_id: z.number().int(), name: z.string(), ...dwellFigures })),
});
export type DwellAreasResponse = z.infer<typeof dwellAreasResponseSchema>;

export const dwellGroupAreasResponseSchema = z.object({
  ...analyticsMetaShape,
  ...locationVisitors,
  groups: z.array(z.object({ group_id: z.number().int(), name: z.string(), ...dwellFigures })),
});
export type DwellGroupAreasResponse = z.infer<typeof dwellGroupAreasResponseSchema>;

/** Visit duration bins in minutes: [min, max), the last one open-ended. */
export const VISIT_DURATION_BINS = [
  { label: '<5', min_minutes: 0, max_minutes: 5 },
  { label: '5-10', min_minutes: 5, max_minutes: 10 },
  { label: '10-15', min_minutes: 10, max_minutes: 15 },
  { label: '15-30', min_minutes: 15, max_minutes: 30 },
  { label: '30-60', min_minutes: 30, max_minutes: 60 },
  { label: '>60', min_minutes: 60, max_minutes: null },
] as const;

export const visitDurationResponseSchema = z.object({
  ...analyticsMetaShape,
  bins: z.array(
    z.object({
      label: z.string(),
      min_minutes: z.number(),
      max_minutes: z.number().nullable(),
      visits: z.number().int(),
    }),
  ),
  visits: z.number().int().nullable(),
  mean_s: z.number().nullable(),
  median_s: z.number().nullable(),
});
export type VisitDurationResponse = z.infer<typeof visitDurationResponseSchema>;

export const heatmapCellSchema = z.object({
  floor_plan_id: z.number().int(),
  cell_x: z.number().int(),
  cell_y: z.number().int(),
  count: z.number().int(),
});

export const heatmapPageSchema = z.object({
  ...analyticsMetaShape,
  cell_m: z.number(),
  floor_plans: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cells: z.array(heatmapCellSchema),
});
export type HeatmapPage = z.infer<typeof heatmapPageSchema>;

export const interactionsResponseSchema = z.object({
  ...analyticsMetaShape,
  areas: z.array(z.object({ area_id: z.number().int(), name: z.string() })),
  transitions: z.array(
    z.object({
      from_area_id: z.number().int(),
      to_area_id: z.number().int(),
      count: z.number().int(),
    }),
  ),
});
export type InteractionsResponse = z.infer<typeof interactionsResponseSchema>;
