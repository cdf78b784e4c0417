// Tags (devices with a tag service; door counters are tags with DOORCOUNTER) as the API shows
// them, and their create and update bodies (issue 4; docs/product.md sections 3 and 7).
import { z } from 'zod';
import { TAG_SERVICES } from '../rules/locations/types';
import { idString, optionalText, requiredText } from './fields';
import { metresField, serialField } from './sensors';

export const tagSchema = z.object({
  id: z.string(),
  serial: z.string(),
  name: z.string(),
  tag_service: z.string(),
  door: z.string().nullable(),
  floor_plan_id: z.string().nullable(),
  x_m: z.number().nullable(),
  y_m: z.number().nullable(),
  last_seen_at: z.string().nullable(),
  /** The last interval the counter sent (door_counts), null before its first: the same counts
   * the door-counter analytics and the dashboard's walk-ins are made of. */
  last_counts: z
    .object({
      start_at: z.string(),
      end_at: z.string(),
      walk_ins: z.number().int(),
      walk_outs: z.number().int(),
    })
    .nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

const tagServiceField = z.enum(TAG_SERVICES, { error: 'Service is not valid' });

/** POST system/locations/{id}/tags: the service must be one of the location's tag services. */
export const tagCreateRequestSchema = z.strictObject({
  serial: serialField(),
  name: requiredText('Name', 200),
  tag_service: tagServiceField,
  door: optionalText('Door', 200),
  floor_plan_id: idString.nullable().optional(),
  x_m: metresField('X'),
  y_m: metresField('Y'),
});
export type TagCreateRequest = z.input<typeof tagCreateRequestSchema>;

/** PUT system/tags/{id}: any of the fields. */
export const tagUpdateRequestSchema = tagCreateRequestSchema.partial();
export type TagUpdateRequest = z.input<typeof tagUpdateRequestSchema>;
