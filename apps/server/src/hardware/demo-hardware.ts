// The demo's hardware registry: free gateways the demo corporation owns (ready for the CSV
// hardware import), and the gateways and door counters connected to demo locations
// (seed/demo-venues.ts), placed on their floor plans where the location has one.
import type { Database } from '../db/client';
import { sensors, tags } from '../db/schema';
import { CONNECTED_DEMO_GATEWAYS, DEMO_DOOR_COUNTERS } from '../seed/demo-venues';
import type { GatewayPlacement } from '../seed/seed-venues';

export type DemoGateway = {
  serial: string;
  name: string;
  /** Position in the tetam floor plan, metres. */
  x_m: number;
  y_m: number;
  height_cm: number;
};

/**
 * The 12 gateways of ../shared/datasets/ble-tetam/tetam.dev ("Dongles": MAC -> [[x, y, height in
 * metres], colour, name]), MACs normalised. Seeded FREE (owned, not connected) so the demo can
 * place them by CSV import.
 */
export const TETAM_GATEWAYS: DemoGateway[] = [
  { serial: 'B8:27:EB:45:21:B4', name: 'sensor10', x_m: 7.0, y_m: 7.09, height_cm: 122 },
  { serial: '00:00:00:00:01:01', name: 'sensor11', x_m: 7.18, y_m: 0.68, height_cm: 230 },
  { serial: '00:00:00:00:01:02', name: 'sensor12', x_m: 0.71, y_m: 6.16, height_cm: 230 },
  { serial: 'B8:27:EB:91:7E:19', name: 'sensor20', x_m: 7.25, y_m: 11.36, height_cm: 122 },
  { serial: '00:00:00:00:02:01', name: 'sensor21', x_m: 0.76, y_m: 12.13, height_cm: 230 },
  { serial: '00:00:00:00:02:02', name: 'sensor22', x_m: 7.18, y_m: 17.64, height_cm: 230 },
  { serial: 'B8:27:EB:F7:D0:96', name: 'sensor30', x_m: 13.14, y_m: 12.33, height_cm: 122 },
  { serial: '00:00:00:00:03:01', name: 'sensor31', x_m: 12.82, y_m: 16.83, height_cm: 230 },
  { serial: '00:00:00:00:03:02', name: 'sensor32', x_m: 18.12, y_m: 11.93, height_cm: 230 },
  { serial: 'B8:27:EB:FD:78:11', name: 'sensor40', x_m: 13.01, y_m: 5.51, height_cm: 122 },
  { serial: '00:00:00:00:04:01', name: 'sensor41', x_m: 17.77, y_m: 6.33, height_cm: 230 },
  { serial: '00:00:00:00:04:02', name: 'sensor42', x_m: 12.76, y_m: 0.27, height_cm: 230 },
];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedDemoHardware(
  tx: Tx,
  corporationId: number,
  locationIds: ReadonlyMap<string, number>,
  placements: ReadonlyMap<string, GatewayPlacement>,
): Promise<void> {
  // Nothing is marked as seen here: the gateways' heartbeats (the demo feed) set last_seen_at.
  await tx.insert(sensors).values([
    ...TETAM_GATEWAYS.map((gateway) => ({
      serial: gateway.serial,
      name: gateway.name,
      corporationId,
    })),
    ...CONNECTED_DEMO_GATEWAYS.map((gateway) => {
      const placed = placements.get(gateway.serial);
      return {
        serial: gateway.serial,
        name: gateway.name,
        corporationId,
        locationId: locationIds.get(gateway.location) ?? null,
        services: gateway.services,
        heightCm: gateway.height_cm,
        floorPlanId: placed?.floorPlanId ?? null,
        areaId: placed?.areaId ?? null,
        xM: placed?.xM ?? null,
        yM: placed?.yM ?? null,
      };
    }),
  ]);
  const doorCounters = DEMO_DOOR_COUNTERS.flatMap((counter) => {
    const locationId = locationIds.get(counter.location);
    return locationId === undefined
      ? []
      : [
          {
            locationId,
            serial: counter.serial,
            name: counter.name,
            door: counter.door,
            tagService: 'DOORCOUNTER',
          },
        ];
  });
  if (doorCounters.length > 0) await tx.insert(tags).values(doorCounters);
}
