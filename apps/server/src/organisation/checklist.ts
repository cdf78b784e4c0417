// The set-up checklist of a location: what is still missing before it produces numbers. Items
// whose set-up screens arrive in later issues are reported as not done rather than left out.
import { parseServiceList, type Checklist } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { locationServices, type locations } from '../db/schema';
import { usersWithAccess } from '../people/location-users';

export async function setupChecklist(
  ctx: AppContext,
  location: typeof locations.$inferSelect,
): Promise<Checklist> {
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
