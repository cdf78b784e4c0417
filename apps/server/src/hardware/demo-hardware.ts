// The demo's hardware registry: free gateways the demo corporation owns (ready for the CSV
// hardware import) and a few already connected to demo locations, plus a door counter.
import type { Database } from '../db/client';
import { sensors, tags } from '../db/schema';

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

/** Gateways already connected to demo locations (by location key), for the sensors page. */
export const CONNECTED_DEMO_GATEWAYS: {
  serial: string;
  name: string;
  location: string;
  services: string;
  height_cm: number;
  seen: boolean;
}[] = [
  {
    serial: 'DC:A6:32:10:00:01',
    name: 'Entrance',
    location: 'paris',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 250,
    seen: true,
  },
  {
    serial: 'DC:A6:32:10:00:02',
    name: 'Fitting rooms',
    location: 'paris',
    services: 'FOOTTRAFFIC',
    height_cm: 240,
    seen: false,
  },
  {
    serial: 'DC:A6:32:10:00:03',
    name: 'Main hall',
    location: 'lyon',
    services: 'FOOTTRAFFIC',
    height_cm: 300,
    seen: true,
  },
];

export const DEMO_DOOR_COUNTERS = [
  {
    serial: 'DC-PARIS-0001',
    name: 'Main door counter',
    door: 'Boulevard Haussmann entrance',
    location: 'paris',
  },
];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedDemoHardware(
  tx: Tx,
  corporationId: number,
  locationIds: ReadonlyMap<string, number>,
): Promise<void> {
  const seenAt = new Date();
  await tx.insert(sensors).values([
    ...TETAM_GATEWAYS.map((gateway) => ({
      serial: gateway.serial,
      name: gateway.name,
      corporationId,
    })),
    ...CONNECTED_DEMO_GATEWAYS.map((gateway) => ({
      serial: gateway.serial,
      name: gateway.name,
      corporationId,
      locationId: locationIds.get(gateway.location) ?? null,
      services: gateway.services,
      heightCm: gateway.height_cm,
      lastSeenAt: gateway.seen ? seenAt : null,
    })),
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
