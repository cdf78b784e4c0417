// The set-up checklist of a location: what is still missing before it produces numbers.
import { SENSOR_ONLINE_WINDOW_MS, parseServiceList, type Checklist } from '@footfall/core';
import { and, count, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import {
  businessHours,
  floorPlans,
  locationServices,
  sensors,
  tags,
  type locations,
} from '../db/schema';
import { usersWithAccess } from '../people/location-users';

export async function setupChecklist(
  ctx: AppContext,
  location: typeof locations.$inferSelect,
): Promise<Checklist> {
  const countOf = async (query: Promise<{ n: number }[]>) => ((await query)[0]?.n ?? 0) > 0;
  const since = new Date(ctx.now().getTime() - SENSOR_ONLINE_WINDOW_MS);
  const [services, hoursSet, floorPlanSet, sensorsReporting, doorCountersSet, people] =
    await Promise.all([
      ctx.db.select().from(locationServices).where(eq(locationServices.locationId, location.id)),
      countOf(
        ctx.db
          .select({ n: count() })
          .from(businessHours)
          .where(eq(businessHours.locationId, location.id)),
      ),
      countOf(
        ctx.db
          .select({ n: count() })
          .from(floorPlans)
          .where(eq(floorPlans.locationId, location.id)),
      ),
      countOf(
        ctx.db
          .select({ n: count() })
          .from(sensors)
          .where(and(eq(sensors.locationId, location.id), gt(sensors.lastSeenAt, since))),
      ),
      countOf(
        ctx.db
          .select({ n: count() })
          .from(tags)
          .where(and(eq(tags.locationId, location.id), eq(tags.tagService, 'DOORCOUNTER'))),
      ),
      usersWithAccess(ctx, location, -1),
    ]);
  const tagServices = parseServiceList(
    services.filter((s) => s.category === 'tag').map((s) => s.service),
  );
  return {
    items: [
      { key: 'business_hours', done: hoursSet, applicable: true },
      { key: 'floor_plan', done: floorPlanSet, applicable: true },
      { key: 'sensors_reporting', done: sensorsReporting, applicable: true },
      {
        key: 'door_counters',
        done: doorCountersSet,
        applicable: tagServices.includes('DOORCOUNTER'),
      },
      { key: 'invited_users', done: people.length > 1, applicable: true },
    ],
  };
}
