// Which gateway or door counter a batch comes from (docs/ingest.md "Registration"): a serial first
// heard with a location's key is registered to its corporation and connected to the location; a
// free one of the corporation is connected; one connected elsewhere (or another corporation's) is
// refused with 409 until it is moved. Row locks keep two batches racing for a serial consistent.
import { eq } from 'drizzle-orm';
import { locationServices, sensors, tags } from '../db/schema';
import { ApiError } from '../http/errors';
import type { IngestCaller } from './api-key-auth';
import type { IngestTx } from './ingest-tx';

const elsewhere = (what: string, serial: string, field: string) => {
  const message = `${what} ${serial} is connected to another location`;
  return new ApiError('ConflictException', message, { [field]: message });
};

/** The service a connected device brings to its location: a gateway FOOTTRAFFIC, a door counter
 * DOORCOUNTER. */
const SERVICE = { sensor: 'FOOTTRAFFIC', tag: 'DOORCOUNTER' } as const;

/**
 * A device just connected to the location brings its service there, so its figures are offered
 * (docs/product.md section 3's metric availability reads them). Answers the device's id.
 */
async function connected(
  tx: IngestTx,
  locationId: number,
  category: keyof typeof SERVICE,
  id: number,
): Promise<number> {
  const service = SERVICE[category];
  await tx.insert(locationServices).values({ locationId, category, service }).onConflictDoNothing();
  return id;
}

/** The sensor id of a gateway serial (already normalised) at the caller's location. */
export async function resolveGateway(
  tx: IngestTx,
  caller: IngestCaller,
  serial: string,
): Promise<number> {
  const [created] = await tx
    .insert(sensors)
    .values({
      serial,
      corporationId: caller.corporationId,
      locationId: caller.locationId,
      services: SERVICE.sensor,
    })
    .onConflictDoNothing({ target: sensors.serial })
    .returning({ id: sensors.id });
  if (created) return connected(tx, caller.locationId, 'sensor', created.id);

  const [row] = await tx
    .select({
      id: sensors.id,
      corporationId: sensors.corporationId,
      locationId: sensors.locationId,
    })
    .from(sensors)
    .where(eq(sensors.serial, serial))
    .for('update');
  if (!row) throw new Error(`sensor ${serial} vanished while it was resolved`);
  if (row.locationId === caller.locationId) return row.id;
  if (row.locationId !== null || row.corporationId !== caller.corporationId)
    throw elsewhere('Gateway', serial, 'gateway');
  await tx.update(sensors).set({ locationId: caller.locationId }).where(eq(sensors.id, row.id));
  return connected(tx, caller.locationId, 'sensor', row.id);
}

/** The tag id of a door counter serial (already normalised) at the caller's location. */
export async function resolveDoorCounter(
  tx: IngestTx,
  caller: IngestCaller,
  serial: string,
): Promise<number> {
  const [created] = await tx
    .insert(tags)
    .values({ locationId: caller.locationId, serial, name: serial, tagService: SERVICE.tag })
    .onConflictDoNothing({ target: tags.serial })
    .returning({ id: tags.id });
  if (created) return connected(tx, caller.locationId, 'tag', created.id);

  const [row] = await tx
    .select({ id: tags.id, locationId: tags.locationId })
    .from(tags)
    .where(eq(tags.serial, serial));
  if (!row) throw new Error(`tag ${serial} vanished while it was resolved`);
  if (row.locationId !== caller.locationId) throw elsewhere('Door counter', serial, 'tag');
  return row.id;
}
