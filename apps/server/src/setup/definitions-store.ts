// The analytics definitions of a location as stored (location_settings): read by the routes and by
// the pipeline (which must not import a route module), written by the PUT route.
import {
  DEFAULT_LOCATION_DEFINITIONS,
  type Definitions,
  type definitionsUpdateRequestSchema,
} from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { findRowWhere } from '../db/one-row';
import { locationSettings } from '../db/schema';

export async function readDefinitions(db: Database, locationId: number): Promise<Definitions> {
  const row = await findRowWhere(db, locationSettings, eq(locationSettings.locationId, locationId));
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

/** Stores all ten definitions at once (an upsert: two saves at once end as the later one). */
export async function writeDefinitions(
  db: Database,
  locationId: number,
  body: z.output<typeof definitionsUpdateRequestSchema>,
  at: Date,
): Promise<void> {
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
    updatedAt: at,
  };
  await db
    .insert(locationSettings)
    .values({ locationId, ...values })
    .onConflictDoUpdate({ target: locationSettings.locationId, set: values });
}
