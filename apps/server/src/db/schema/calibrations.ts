// Each location's own calibration of its Wi-Fi estimates against its door counters (core's
// fitCaptureRatio; docs/accuracy.md "Calibration"). Refitted by the pipeline after it rewrites a
// location's days; a location without enough usable days has no row.
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './organisation';

export const locationCalibrations = pgTable('location_calibrations', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  /** Wi-Fi visitors per door-counter walk-in. */
  captureRatio: doublePrecision('capture_ratio').notNull(),
  /** Relative half-width of the 95% interval of a day's figure. */
  band: doublePrecision('band').notNull(),
  residualSd: doublePrecision('residual_sd').notNull(),
  daysUsed: integer('days_used').notNull(),
  fromDate: text('from_date').notNull(),
  toDate: text('to_date').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true, mode: 'date' }).notNull(),
});
