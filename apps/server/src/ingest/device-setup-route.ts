// GET /api/v1/ingest/setup with the location's API key (the ingest scope's hook): what the
// location's devices may know of it, so a fleet (or the demo feed) needs no person's password.
import { deviceSetupSchema, type DeviceSetup } from '@footfall/core';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { areas, floorPlans, locations, locationServices, sensors, tags } from '../db/schema';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { readBusinessHours } from '../setup/business-hours-store';
import { ingestCaller } from './api-key-auth';
import { idOut, idOutOrNull } from '../db/ids';

export function registerDeviceSetupRoute(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v1/ingest/setup',
    tag: 'ingest',
    summary:
      "The location's setup for its devices: floor plan areas, gateways, door counters, business hours. Authorization: Bearer <the location's API key>",
    auth: false,
    response: deviceSetupSchema,
    handler: async ({ ctx, request }) => readDeviceSetup(ctx, ingestCaller(request).locationId),
  });
}

export async function readDeviceSetup(ctx: AppContext, locationId: number): Promise<DeviceSetup> {
  const [location] = await ctx.db.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw notFound('The location');
  const [services, [plan], gatewayRows, tagRows, hours] = await Promise.all([
    ctx.db.select().from(locationServices).where(eq(locationServices.locationId, locationId)),
    ctx.db
      .select({ id: floorPlans.id })
      .from(floorPlans)
      .where(eq(floorPlans.locationId, locationId))
      .orderBy(asc(floorPlans.id))
      .limit(1),
    ctx.db
      .select()
      .from(sensors)
      .where(eq(sensors.locationId, locationId))
      .orderBy(asc(sensors.id)),
    ctx.db.select().from(tags).where(eq(tags.locationId, locationId)).orderBy(asc(tags.id)),
    readBusinessHours(ctx.db, locationId),
  ]);
  const areaRows = plan
    ? await ctx.db
        .select()
        .from(areas)
        .where(and(eq(areas.locationId, locationId), eq(areas.floorPlanId, plan.id)))
        .orderBy(asc(areas.id))
    : [];
  const servicesIn = (category: string) =>
    services
      .filter((service) => service.category === category)
      .map((service) => service.service)
      .sort();
  return {
    location: {
      id: idOut(location.id),
      name: location.name,
      type: location.type,
      timezone: location.timezone,
      sensor_services: servicesIn('sensor'),
      tag_services: servicesIn('tag'),
    },
    floor_plan: plan ? { id: idOut(plan.id) } : null,
    areas: areaRows.map((area) => ({
      id: idOut(area.id),
      name: area.name,
      polygon: (area.polygon as [number, number][] | null) ?? null,
    })),
    gateways: gatewayRows.map((gateway) => ({
      serial: gateway.serial,
      area_id: idOutOrNull(gateway.areaId),
      height_cm: gateway.heightCm,
      x_m: gateway.xM,
      y_m: gateway.yM,
      floor_plan_id: idOutOrNull(gateway.floorPlanId),
    })),
    tags: tagRows.map((tag) => ({
      serial: tag.serial,
      tag_service: tag.tagService,
      x_m: tag.xM,
      y_m: tag.yM,
      floor_plan_id: idOutOrNull(tag.floorPlanId),
    })),
    business_hours: hours,
  };
}
