// The analytics definitions of a location (issue 4 item 6, DESIGN.md section 7): read with
// locations_view, change with locations_edit. A change applies to new data and to the raw
// detections still in retention: those days are marked dirty and the pipeline reprocesses them.
import {
  DEFAULT_LOCATION_DEFINITIONS,
  definitionsSchema,
  definitionsUpdateRequestSchema,
  type Definitions,
} from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { locationSettings } from '../db/schema';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { markRetainedDaysDirty } from '../pipeline/dirty-days';

export async function readDefinitions(db: Database, locationId: number): Promise<Definitions> {
  const [row] = await db
    .select()
    .from(locationSettings)
    .where(eq(locationSettings.locationId, locationId))
    .limit(1);
  if (!row) return { ...DEFAULT_LOCATION_DEFINITIONS, is_default: true, updated_at: null };
  return {
    visit_gap_minutes: row.visitGapMinutes,
    visitor_rssi: row.visitorRssi,
    ignore_rssi: row.ignoreRssi,
    min_visit_minutes: row.minVisitMinutes,
    engager_minutes: row.engagerMinutes,
    fqv_minutes: row.fqvMinutes,
    engager_areas: row.engagerAreas,
    raw_retention_days: row.rawRetentionDays,
    tx_power: row.txPower,
    path_loss_exponent: row.pathLossExponent,
    is_default: false,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function registerDefinitionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/definitions',
    tag: 'set-up',
    summary: 'Analytics definitions (visit gap, signal thresholds, visitor classes, retention)',
    auth: true,
    params: idParams,
    response: definitionsSchema,
    handler: async ({ auth, params }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_view');
      return readDefinitions(ctx.db, location.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/locations/:id/definitions',
    tag: 'set-up',
    summary: 'Change the analytics definitions (all ten at once); answers the stored values',
    auth: true,
    params: idParams,
    body: definitionsUpdateRequestSchema,
    response: definitionsSchema,
    handler: async ({ auth, params, body }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_edit');
      const values = {
        visitGapMinutes: body.visit_gap_minutes,
        visitorRssi: body.visitor_rssi,
        ignoreRssi: body.ignore_rssi,
        minVisitMinutes: body.min_visit_minutes,
        engagerMinutes: body.engager_minutes,
        fqvMinutes: body.fqv_minutes,
        engagerAreas: body.engager_areas,
        rawRetentionDays: body.raw_retention_days,
        txPower: body.tx_power,
        pathLossExponent: body.path_loss_exponent,
        updatedAt: ctx.now(),
      };
      await ctx.db
        .insert(locationSettings)
        .values({ locationId: location.id, ...values })
        .onConflictDoUpdate({ target: locationSettings.locationId, set: values });
      await markRetainedDaysDirty(ctx, {
        id: location.id,
        timeZone: location.timezone,
        retentionDays: body.raw_retention_days,
      });
      return readDefinitions(ctx.db, location.id);
    },
  });
}
