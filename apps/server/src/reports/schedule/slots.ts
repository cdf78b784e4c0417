// Schedule slots of a saved report (docs/reports.md "Scheduled delivery"): daily at 06:00 local,
// weekly on Mondays at 06:00, monthly on the 1st at 06:00, in the time zone of the report's first
// covered location. Instants are epoch milliseconds.
import { addDays, localParts, zonedTimeToUtc, type ReportSchedule } from '@footfall/core';

export type ScheduledFrequency = Exclude<ReportSchedule['frequency'], 'none'>;

/** Local hour of every slot. */
export const SLOT_HOUR = 6;

/** The local day of the slot in the period holding `date` (the day itself, its Monday, its 1st). */
function periodDay(frequency: ScheduledFrequency, date: string, weekday: number): string {
  if (frequency === 'daily') return date;
  if (frequency === 'weekly') return addDays(date, -weekday);
  return `${date.slice(0, 8)}01`;
}

/** The same slot day one period earlier (-1) or later (+1). */
function shiftPeriod(frequency: ScheduledFrequency, day: string, step: 1 | -1): string {
  if (frequency === 'daily') return addDays(day, step);
  if (frequency === 'weekly') return addDays(day, 7 * step);
  const [year, month] = day.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + step, 1));
  return shifted.toISOString().slice(0, 10);
}

/** The latest slot at or before `nowMs`. */
export function latestSlot(frequency: ScheduledFrequency, timeZone: string, nowMs: number): number {
  const { date, weekday } = localParts(nowMs, timeZone);
  const day = periodDay(frequency, date, weekday);
  const slot = zonedTimeToUtc(day, SLOT_HOUR, timeZone);
  if (slot <= nowMs) return slot;
  return zonedTimeToUtc(shiftPeriod(frequency, day, -1), SLOT_HOUR, timeZone);
}

/** The first slot after `nowMs`. */
export function nextSlot(frequency: ScheduledFrequency, timeZone: string, nowMs: number): number {
  const { date, weekday } = localParts(nowMs, timeZone);
  const day = periodDay(frequency, date, weekday);
  const slot = zonedTimeToUtc(day, SLOT_HOUR, timeZone);
  if (slot > nowMs) return slot;
  return zonedTimeToUtc(shiftPeriod(frequency, day, 1), SLOT_HOUR, timeZone);
}

/** Whether a schedule mails anything at all (a frequency and at least one recipient). */
export function scheduledFrequency(schedule: ReportSchedule): ScheduledFrequency | null {
  return schedule.frequency !== 'none' && schedule.recipients.length > 0
    ? schedule.frequency
    : null;
}
