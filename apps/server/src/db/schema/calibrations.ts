// Each location's own calibration of its Wi-Fi estimates against its door counters (core's
// fitCaptureRatio and fitPresenceWeight; docs/accuracy.md "Calibration"). Refitted by the
// pipeline after it rewrites a location's days; a location with neither fit has no row.
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, ownedBy } from './columns';
import { locations } from './organisation';

export const locationCalibrations = pgTable('location_calibrations', {
  locationId: ownedBy('location_id', () => locations.id).primaryKey(),
  /** Wi-Fi visitors per door-counter walk-in (null: too few usable days). */
  captureRatio: doublePrecision('capture_ratio'),
  /** Relative half-width of the 95% interval of a day's figure. */
  band: doublePrecision('band'),
  residualSd: doublePrecision('residual_sd'),
  daysUsed: integer('days_used'),
  fromDate: text('from_date'),
  toDate: text('to_date'),
  /** People per unlinked randomized-address presence, used for the location's presence
   * estimate (null: the default weight). */
  presenceWeight: doublePrecision('presence_weight'),
  presenceHours: integer('presence_hours'),
  fittedAt: instant('fitted_at').notNull(),
});
