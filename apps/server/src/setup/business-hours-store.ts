// Reading and replacing a location's business hours. A location nobody has set up answers the
// default week (docs/decisions.md, "Location set-up (issue 4)"), flagged `is_default`.
import {
  DEFAULT_BUSINESS_DAYS,
  type BusinessHours,
  type businessHoursUpdateRequestSchema,
} from '@footfall/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { businessHourExceptions, businessHours } from '../db/schema';

type StoredHours = { closed: boolean; openHour: number | null; closeHour: number | null };
type ApiHours = { closed: boolean; open_hour: number | null; close_hour: number | null };

/** A day's or an exception's hours as the API writes them: none on a closed day. */
const hoursOut = (row: StoredHours): ApiHours => ({
  closed: row.closed,
  open_hour: row.closed ? null : row.openHour,
  close_hour: row.closed ? null : row.closeHour,
});

const hoursIn = (hours: ApiHours): StoredHours => ({
  closed: hours.closed,
  openHour: hours.open_hour,
  closeHour: hours.close_hour,
});

export async function readBusinessHours(db: Database, locationId: number): Promise<BusinessHours> {
  const days = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.locationId, locationId))
    .orderBy(asc(businessHours.weekday));
  const exceptions = await db
    .select()
    .from(businessHourExceptions)
    .where(eq(businessHourExceptions.locationId, locationId))
    .orderBy(asc(businessHourExceptions.date));
  return {
    days:
      days.length === 0
        ? DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day }))
        : days.map((day) => ({ weekday: day.weekday, ...hoursOut(day) })),
    exceptions: exceptions.map((exception) => ({
      date: exception.date,
      ...hoursOut(exception),
      note: exception.note,
    })),
    is_default: days.length === 0,
  };
}

type ParsedUpdate = z.output<typeof businessHoursUpdateRequestSchema>;

/** Replaces the week and every exception at once: a reader never sees half of a change. Saves
 * of one location wait for each other (the location's row locked first), so two at once end as
 * the later one, never as a unique violation or a deadlock. */
export async function replaceBusinessHours(
  db: Database,
  locationId: number,
  update: ParsedUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from locations where id = ${locationId} for no key update`);
    await tx.delete(businessHours).where(eq(businessHours.locationId, locationId));
    await tx
      .delete(businessHourExceptions)
      .where(eq(businessHourExceptions.locationId, locationId));
    await tx
      .insert(businessHours)
      .values(update.days.map((day) => ({ locationId, weekday: day.weekday, ...hoursIn(day) })));
    if (update.exceptions.length > 0) {
      await tx.insert(businessHourExceptions).values(
        update.exceptions.map((exception) => ({
          locationId,
          date: exception.date,
          ...hoursIn(exception),
          note: exception.note,
        })),
      );
    }
  });
}
