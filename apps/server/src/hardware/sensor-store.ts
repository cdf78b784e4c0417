// Sensors (gateways) of a location as stored. The routes check access and answer; the sensor
// routes' statements are here (the registry's guarded connect stays in registry.ts).
import type { Database } from '../db/client';
import { locationLister, rowFinder, rowUpdater } from '../db/one-row';
import { sensors } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { SensorRow } from './sensor-view';

export type SensorChanges = Partial<
  Pick<
    SensorRow,
    'name' | 'services' | 'areaId' | 'floorPlanId' | 'xM' | 'yM' | 'heightCm' | 'locationId'
  >
>;

export const listSensors = locationLister(sensors);

export const findSensor = rowFinder(sensors);

/** Registers a new serial at the location; undefined when it was registered meanwhile. */
export async function registerSensor(
  db: Database,
  sensor: Pick<SensorRow, 'serial' | 'corporationId' | 'locationId'>,
  values: Omit<SensorChanges, 'locationId'>,
): Promise<SensorRow | undefined> {
  try {
    const [row] = await db
      .insert(sensors)
      .values({ ...values, ...sensor })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The changed sensor; undefined when it went meanwhile. */
export const updateSensor = rowUpdater<typeof sensors, SensorChanges>(sensors);
