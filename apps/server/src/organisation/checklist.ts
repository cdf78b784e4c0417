// The set-up checklist of a location: what is still missing before it produces numbers. Items
// whose set-up screens arrive in later issues are reported as not done rather than left out.
import { parseServiceList } from '@footfall/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { locationServices, type locations } from '../db/schema';
import { usersWithAccess } from '../people/location-users';

export const CHECKLIST_KEYS = [
  'business_hours',
  'floor_plan',
  'sensors_reporting',
  'door_counters',
  'invited_users',
] as const;

export const checklistSchema = z.object({
  items: z.array(
    z.object({ key: z.enum(CHECKLIST_KEYS), done: z.boolean(), applicable: z.boolean() }),
  ),
});

export async function setupChecklist(ctx: AppContext, location: typeof locations.$inferSelect) {
  const services = await ctx.db
    .select()
    .from(locationServices)
    .where(eq(locationServices.locationId, location.id));
  const tagServices = parseServiceList(
    services.filter((s) => s.category === 'tag').map((s) => s.service),
  );
  const people = await usersWithAccess(ctx, location, -1);
  return {
    items: [
      { key: 'business_hours' as const, done: false, applicable: true },
      { key: 'floor_plan' as const, done: false, applicable: true },
      { key: 'sensors_reporting' as const, done: false, applicable: true },
      {
        key: 'door_counters' as const,
        done: false,
        applicable: tagServices.includes('DOORCOUNTER'),
      },
      { key: 'invited_users' as const, done: people.length > 1, applicable: true },
    ],
  };
}
