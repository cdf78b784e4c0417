// The gateway registry and tags (door counters).
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { corporations } from './accounts';
import { areas, floorPlans } from './floor-plans';
import { locations } from './organisation';

/** Gateways (Wi-Fi/BLE sniffers): a hardware registry of serials owned by a corporation, each
 * connected to at most one location. */
export const sensors = pgTable(
  'sensors',
  {
    id: serial('id').primaryKey(),
    /** Normalised serial or MAC (upper case, colon-separated for MACs). */
    serial: text('serial').notNull(),
    corporationId: integer('corporation_id').references(() => corporations.id, {
      onDelete: 'set null',
    }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name'),
    services: text('services').notNull().default('FOOTTRAFFIC'),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    floorPlanId: integer('floor_plan_id').references(() => floorPlans.id, { onDelete: 'set null' }),
    xM: doublePrecision('x_m'),
    yM: doublePrecision('y_m'),
    heightCm: doublePrecision('height_cm'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    tagService: text('tag_service').notNull(),
    door: text('door'),
    floorPlanId: integer('floor_plan_id').references(() => floorPlans.id, { onDelete: 'set null' }),
    xM: doublePrecision('x_m'),
    yM: doublePrecision('y_m'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_serial_unique').on(t.serial),
    index('tags_location_idx').on(t.locationId),
  ],
);
