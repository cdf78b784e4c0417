// The set-up checklist of a location: what is still missing before it produces numbers.
import { z } from 'zod';

export const CHECKLIST_KEYS = [
  'business_hours',
  'floor_plan',
  'sensors_reporting',
  'door_counters',
  'invited_users',
] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

export const checklistSchema = z.object({
  items: z.array(
    z.object({
      key: z.enum(CHECKLIST_KEYS),
      done: z.boolean(),
      /** false where the item does not apply (door counters without the DOORCOUNTER service). */
      applicable: z.boolean(),
    }),
  ),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** The answers of the DELETE endpoints. */
export const deletedSchema = z.object({ deleted: z.boolean() });
export const removedSchema = z.object({ removed: z.boolean() });
