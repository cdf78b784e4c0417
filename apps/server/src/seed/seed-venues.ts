// Seeds the demo's floor plans (an SVG drawn in code, stored through the upload store), their
// area groups and areas, and every demo location's definitions. Answers where each planned
// gateway stands, for the hardware seed.
import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import type { Database } from '../db/client';
import { areaGroups, areas, floorPlans, locationSettings, uploadedFiles } from '../db/schema';
import { storageKeyOf } from '../uploads/disk-store';
import type { UploadStore } from '../uploads/upload-store';
import { CONNECTED_DEMO_GATEWAYS, DEMO_PLANS, type DemoPlan } from './demo-venues';
import { floorPlanSvg, planSizePx } from './floor-plan-svg';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type GatewayPlacement = { floorPlanId: number; areaId: number; xM: number; yM: number };

/**
 * The demo keeps 90 days of raw detections (the default is 7; 90 is the most allowed) so that the
 * simulator's 89 days of history (the default 30-day view and the 60 days it is compared with)
 * can arrive through the ingest API, and describes its simulated phones' radio (-45 dBm
 * at 1 m, exponent 2.8; docs/simulator.md) so positions come out right.
 */
export const DEMO_DEFINITIONS = {
  ...DEFAULT_LOCATION_DEFINITIONS,
  raw_retention_days: 90,
  tx_power: -45,
  path_loss_exponent: 2.8,
} as const;

async function storePlanImage(tx: Tx, uploads: UploadStore, corporationId: number, plan: DemoPlan) {
  const bytes = new TextEncoder().encode(floorPlanSvg(plan));
  const id = randomBytes(16).toString('hex');
  const storageKey = storageKeyOf(corporationId, id);
  await uploads.put(storageKey, bytes, 'image/svg+xml');
  await tx.insert(uploadedFiles).values({
    id,
    corporationId,
    uploadedBy: null,
    fileName: `${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
    contentType: 'image/svg+xml',
    sizeBytes: bytes.length,
    storageKey,
    kept: true,
  });
  return id;
}

async function seedPlan(
  tx: Tx,
  uploads: UploadStore,
  corporationId: number,
  locationIds: ReadonlyMap<string, number>,
  plan: DemoPlan,
  placements: Map<string, GatewayPlacement>,
) {
  const locationId = locationIds.get(plan.location);
  if (locationId === undefined) return;
  const fileId = await storePlanImage(tx, uploads, corporationId, plan);
  const size = planSizePx(plan);
  const [row] = await tx
    .insert(floorPlans)
    .values({
      locationId,
      name: plan.name,
      fileId,
      widthPx: size.width,
      heightPx: size.height,
      metresPerPixel: plan.metresPerPixel,
    })
    .returning();
  if (!row) throw new Error('demo seed: floor plan insert returned nothing');
  const groupIds = new Map<string, number>();
  for (const name of new Set(plan.areas.flatMap((area) => (area.group ? [area.group] : [])))) {
    const [group] = await tx.insert(areaGroups).values({ locationId, name }).returning();
    if (group) groupIds.set(name, group.id);
  }
  const areaIds = new Map<string, number>();
  for (const area of plan.areas) {
    const [x, y, w, h] = area.rect;
    const [inserted] = await tx
      .insert(areas)
      .values({
        locationId,
        floorPlanId: row.id,
        groupId: area.group ? (groupIds.get(area.group) ?? null) : null,
        name: area.name,
        boothLocationId: area.booth ? (locationIds.get(area.booth) ?? null) : null,
        polygon: [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
      })
      .returning();
    if (inserted) areaIds.set(area.name, inserted.id);
  }
  for (const gateway of CONNECTED_DEMO_GATEWAYS) {
    const areaId = gateway.at && gateway.location === plan.location && areaIds.get(gateway.at.area);
    if (gateway.at && areaId)
      placements.set(gateway.serial, {
        floorPlanId: row.id,
        areaId,
        xM: gateway.at.x,
        yM: gateway.at.y,
      });
  }
}

export async function seedDemoVenues(
  tx: Tx,
  uploads: UploadStore,
  corporationId: number,
  locationIds: ReadonlyMap<string, number>,
): Promise<Map<string, GatewayPlacement>> {
  const placements = new Map<string, GatewayPlacement>();
  for (const plan of DEMO_PLANS)
    await seedPlan(tx, uploads, corporationId, locationIds, plan, placements);
  const d = DEMO_DEFINITIONS;
  await tx.insert(locationSettings).values(
    [...locationIds.values()].map((locationId) => ({
      locationId,
      visitGapMinutes: d.visit_gap_minutes,
      visitorRssi: d.visitor_rssi,
      ignoreRssi: d.ignore_rssi,
      minVisitMinutes: d.min_visit_minutes,
      engagerMinutes: d.engager_minutes,
      fqvMinutes: d.fqv_minutes,
      engagerAreas: d.engager_areas,
      rawRetentionDays: d.raw_retention_days,
      txPower: d.tx_power,
      pathLossExponent: d.path_loss_exponent,
    })),
  );
  return placements;
}
