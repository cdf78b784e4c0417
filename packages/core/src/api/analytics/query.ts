// The query parameters every analytics endpoint shares (docs/analytics-api.md "Query parameters").
// Query strings arrive as text: flags are "1"/"0" (or "true"/"false"), dates YYYY-MM-DD local days.
import { z } from 'zod';
import {
  isDateString,
  isSupportedDate,
  UNSUPPORTED_DATE_MESSAGE,
} from '../../rules/time/date-range';

export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Heatmap cells per page (docs/product.md section 10: paginated answers carry next_url). */
export const HEATMAP_PAGE_SIZE = 5000;

const dateParam = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isDateString, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isSupportedDate, UNSUPPORTED_DATE_MESSAGE(label))
    .optional();

const flagParam = (label: string) =>
  z
    .enum(['0', '1', 'true', 'false'], { error: `${label} must be 0 or 1` })
    .optional()
    .transform((value) => value === '1' || value === 'true');

const analyticsQueryShape = {
  start_date: dateParam('Start date'),
  end_date: dateParam('End date'),
  granularity: z
    .enum(GRANULARITIES, { error: 'Granularity must be hour, day, week or month' })
    .default('day'),
  area_id: z
    .string({ error: 'Area must be an area id' })
    .regex(/^\d{1,9}$/, 'Area must be an area id')
    .transform(Number)
    .optional(),
  compare: flagParam('Compare'),
  business_hours: flagParam('Business hours'),
  /** A shared view's token (EventSource and plain links cannot send headers). */
  token: z.string().optional(),
};

export const analyticsQuerySchema = z.strictObject(analyticsQueryShape);
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export const heatmapQuerySchema = z.strictObject({
  ...analyticsQueryShape,
  /** Where the previous page ended: "<floor_plan_id>.<cell_x>.<cell_y>" of its last cell. */
  cursor: z
    .string({ error: 'Cursor is not valid' })
    .regex(/^\d{1,9}\.-?\d{1,9}\.-?\d{1,9}$/, 'Cursor is not valid')
    .optional(),
  page_size: z
    .string({ error: 'Page size must be a whole number' })
    .regex(/^\d{1,5}$/, 'Page size must be a whole number')
    .transform(Number)
    .refine(
      (size) => size >= 1 && size <= HEATMAP_PAGE_SIZE,
      `Page size must be between 1 and ${HEATMAP_PAGE_SIZE}`,
    )
    .optional(),
  /** One local wall-clock hour (0-23): only the cells counted in that hour of each day. */
  hour: z
    .string({ error: 'Hour must be a whole number from 0 to 23' })
    .regex(/^(?:[01]?\d|2[0-3])$/, 'Hour must be a whole number from 0 to 23')
    .transform(Number)
    .optional(),
});
export type HeatmapQuery = z.output<typeof heatmapQuerySchema>;

/** The live stream takes only the token. */
export const liveQuerySchema = z.strictObject({ token: z.string().optional() });
