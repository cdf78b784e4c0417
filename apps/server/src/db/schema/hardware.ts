// The gateway registry and tags (door counters).
import { doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownedBy, pointsTo, serialId } from './columns';
import { corporations } from './accounts';
import { areas, planPosition } from './floor-plans';
import { locations } from './organisation';

/** Gateways (Wi-Fi/BLE sniffers): a hardware registry of serials owned by a corporation, each
 * connected to at most one location. */
export const sensors = pgTable(
  'sensors',
  {
    id: serialId(),
    /** Normalised serial or MAC (upper case, colon-separated for MACs). */
    serial: text('serial').notNull(),
    corporationId: pointsTo('corporation_id', () => corporations.id),
    locationId: pointsTo('location_id', () => locations.id),
    name: text('name'),
    services: text('services').notNull().default('FOOTTRAFFIC'),
    areaId: pointsTo('area_id', () => areas.id),
    ...planPosition(),
    heightCm: doublePrecision('height_cm'),
    lastSeenAt: instant('last_seen_at'),
    firmware: text('firmware'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sensors_serial_unique').on(t.serial),
    index('sensors_location_idx').on(t.locationId),
  ],
);

/** Tags: devices with a tag service, such as door counters (DOORCOUNTER) at a door. */
export const tags = pgTable(
  'tags',
  {
    id: serialId(),
    locationId: ownedBy('location_id', () => locations.id),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    tagService: text('tag_service').notNull(),
    door: text('door'),
    ...planPosition(),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_serial_unique').on(t.serial),
    index('tags_location_idx').on(t.locationId),
  ],
);
