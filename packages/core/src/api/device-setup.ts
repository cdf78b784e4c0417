// GET /api/v1/ingest/setup: what a location's devices (and a fleet manager or the simulator acting
// for them) may read with the location's API key: the location, its first floor plan's areas, its
// gateways and door counters with their positions, and its business hours. No session needed:
// the demo feed uses it instead of signing in as a person (docs/simulator.md).
import { z } from 'zod';
import { businessHoursSchema } from './business-hours';
import { LOCATION_TYPES } from '../rules/locations/types';

const position = {
  x_m: z.number().nullable(),
  y_m: z.number().nullable(),
  floor_plan_id: z.string().nullable(),
};

export const deviceSetupSchema = z.object({
  location: z.object({
    id: z.string(),
    name: z.string().nullable(),
    type: z.enum(LOCATION_TYPES),
    timezone: z.string(),
    sensor_services: z.array(z.string()),
    tag_services: z.array(z.string()),
  }),
  /** The first floor plan (null without one) and its areas. */
  floor_plan: z.object({ id: z.string() }).nullable(),
  areas: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      polygon: z.array(z.tuple([z.number(), z.number()])).nullable(),
    }),
  ),
  gateways: z.array(
    z.object({
      serial: z.string(),
      area_id: z.string().nullable(),
      height_cm: z.number().nullable(),
      ...position,
    }),
  ),
  tags: z.array(z.object({ serial: z.string(), tag_service: z.string(), ...position })),
  business_hours: businessHoursSchema,
});
export type DeviceSetup = z.infer<typeof deviceSetupSchema>;
