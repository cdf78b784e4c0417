// Floor plans, the located gateways and door counters on them, areas and area groups.
import { z } from 'zod';
import { sensorSchema } from './sensors';
import { tagSchema } from './tags';
import { POLYGON_MESSAGES, polygonProblem } from '../rules/floor-plans/geometry';
import { idString, requiredText } from './fields';

export * from '../rules/floor-plans/geometry';

const pixels = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of pixels`)
    .min(1, `${label} must be at least 1 pixel`)
    .max(20000, `${label} must be at most 20000 pixels`);

const fileId = z
  .string({ error: 'File is empty' })
  .trim()
  .regex(/^[a-f0-9]{32}$/, 'File is not valid');

/** What floor plans, areas and area groups have in common: each is a named part of a location. */
const locationPartShape = { id: z.string(), location_id: z.string(), name: z.string() };

export const floorPlanSchema = z.object({
  ...locationPartShape,
  file_id: z.string().nullable(),
  /** Where the image is served (needs the caller's token), or null without a file. */
  image_url: z.string().nullable(),
  content_type: z.string().nullable(),
  width_px: z.number().nullable(),
  height_px: z.number().nullable(),
  /** Set by drawing a line of known length; null until then. */
  metres_per_pixel: z.number().nullable(),
  created_at: z.string(),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const floorPlanCreateRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  file_id: fileId,
  width_px: pixels('Width'),
  height_px: pixels('Height'),
});
export type FloorPlanCreateRequest = z.input<typeof floorPlanCreateRequestSchema>;

export const floorPlanUpdateRequestSchema = z.strictObject({
  name: requiredText('Name', 100).optional(),
  file_id: fileId.optional(),
  metres_per_pixel: z
    .number({ error: 'Scale must be a number' })
    .positive('Scale must be greater than 0')
    .max(1000, 'Scale is not plausible (at most 1000 m per pixel)')
    .nullable()
    .optional(),
  width_px: pixels('Width').optional(),
  height_px: pixels('Height').optional(),
});
export type FloorPlanUpdateRequest = z.input<typeof floorPlanUpdateRequestSchema>;

const placed = { x_m: z.number(), y_m: z.number() };

/** A gateway placed on the plan: the sensor as its own endpoints show it, with a position. */
export const floorPlanSensorSchema = sensorSchema.extend(placed);
export type FloorPlanSensor = z.infer<typeof floorPlanSensorSchema>;

/** A door counter placed on the plan: the tag as its own endpoints show it, with a position. */
export const floorPlanDoorCounterSchema = tagSchema.extend(placed);
export type FloorPlanDoorCounter = z.infer<typeof floorPlanDoorCounterSchema>;

/** A polygon in floor-plan metres: at least 3 points, not crossing itself. */
export const polygonField = z
  .array(
    z.array(z.number({ error: POLYGON_MESSAGES.notNumbers }), {
      error: POLYGON_MESSAGES.notNumbers,
    }),
    {
      error: POLYGON_MESSAGES.notNumbers,
    },
  )
  .superRefine((points, context) => {
    const problem = polygonProblem(points);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((points) => points.map(([x, y]) => [x, y] as [number, number]));

export const areaSchema = z.object({
  ...locationPartShape,
  group_id: z.string().nullable(),
  floor_plan_id: z.string().nullable(),
  polygon: z.array(z.tuple([z.number(), z.number()])).nullable(),
  /**
   * On an attendee-tracking hall plan: the booth (a child location) this area outlines. The server
   * always sends it; an answer without it (older server, test double) reads as null.
   */
  booth_location_id: z.string().nullable().default(null),
});
export type Area = z.infer<typeof areaSchema>;

/** GET v1/locations/{id}/floor-plan: the first floor plan and what is placed on it. */
export const locationFloorPlanSchema = z.object({
  floor_plan: floorPlanSchema.nullable(),
  sensors: z.array(floorPlanSensorSchema),
  door_counters: z.array(floorPlanDoorCounterSchema),
  areas: z.array(areaSchema),
});
export type LocationFloorPlan = z.infer<typeof locationFloorPlanSchema>;

export const areaCreateRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  group_id: idString.nullable().optional(),
  floor_plan_id: idString.nullable().optional(),
  polygon: polygonField.nullable().optional(),
  /** A child location of the area's location; at most one outline per booth and floor plan. */
  booth_location_id: idString.nullable().optional(),
});
export type AreaCreateRequest = z.input<typeof areaCreateRequestSchema>;

/** The create body with every field optional (the others already are). */
export const areaUpdateRequestSchema = areaCreateRequestSchema.extend({
  name: requiredText('Name', 100).optional(),
});
export type AreaUpdateRequest = z.input<typeof areaUpdateRequestSchema>;

export const areaGroupSchema = z.object({
  ...locationPartShape,
  area_ids: z.array(z.string()),
});
export type AreaGroup = z.infer<typeof areaGroupSchema>;

export const areaGroupRequestSchema = z.strictObject({ name: requiredText('Name', 100) });
export type AreaGroupRequest = z.input<typeof areaGroupRequestSchema>;
