// A location's business hours and analytics definitions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, ownedBy, serialId } from './columns';
import { locations } from './organisation';

/** A location's analytics definitions (docs/product.md section 11); a missing row means the
 * defaults. */
export const locationSettings = pgTable('location_settings', {
  locationId: ownedBy('location_id', () => locations.id).primaryKey(),
  visitGapMinutes: integer('visit_gap_minutes').notNull(),
  visitorRssi: integer('visitor_rssi').notNull(),
  ignoreRssi: integer('ignore_rssi').notNull(),
  minVisitMinutes: integer('min_visit_minutes').notNull(),
  engagerMinutes: integer('engager_minutes').notNull(),
  fqvMinutes: integer('fqv_minutes').notNull(),
  engagerAreas: integer('engager_areas').notNull(),
  rawRetentionDays: integer('raw_retention_days').notNull(),
  /** RSSI at 1 m, dBm, and the exponent of the log-distance path-loss model (positions). */
  txPower: integer('tx_power').notNull(),
  pathLossExponent: doublePrecision('path_loss_exponent').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Opening hours per weekday (0 = Monday); close may run past midnight up to 27 (3 AM next day). */
export const businessHours = pgTable(
  'business_hours',
  {
    locationId: ownedBy('location_id', () => locations.id),
    weekday: integer('weekday').notNull(),
    closed: boolean('closed').notNull().default(false),
    openHour: integer('open_hour'),
    closeHour: integer('close_hour'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.weekday] }),
    check('business_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
  ],
);

/** A day that differs from the weekly hours: a holiday (closed) or special hours. */
export const businessHourExceptions = pgTable(
  'business_hour_exceptions',
  {
    id: serialId(),
    locationId: ownedBy('location_id', () => locations.id),
    date: text('date').notNull(),
    closed: boolean('closed').notNull().default(true),
    openHour: integer('open_hour'),
    closeHour: integer('close_hour'),
    note: text('note'),
  },
  (t) => [uniqueIndex('business_hour_exceptions_day_unique').on(t.locationId, t.date)],
);
