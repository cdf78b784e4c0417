// UCI "CalIt2 Building People Counts" (datasets/calit2): main-door in/out counts per half hour,
// mapped to door-counter intervals (docs/product.md section 11, ingest door-counts), plus the
// labelled events. Pure: the caller reads the files.
//
// `CalIt2.data` rows are `flow,MM/DD/YY,HH:MM:SS,count` with flow 7 = out and 9 = in, two rows per
// slot; the count covers the half hour BEFORE the time, so "07/24/05,00:00:00" is 23:30-24:00 on
// 07/23. Times are wall clock in Los Angeles. Each slot becomes [end - 30 min, end) with end the UTC
// instant of the row's local time. On the autumn change (2005-10-30) the file still has 48 slots:
// the repeated 01:00-02:00 is read as its first occurrence, so the real hour 01:30 PDT - 01:30 PST
// has no interval (nothing is lost or doubled, there is a gap; the door saw 0-2 people then).
import { addDays, zonedTimeToUtc } from '@footfall/core';

export const CALIT2_TIME_ZONE = 'America/Los_Angeles';
const FLOW_OUT = 7;
const FLOW_IN = 9;
const SLOT_MS = 30 * 60_000;

export interface Calit2DoorCount {
  /** ISO 8601 UTC instants of the half hour the counts cover. */
  start: string;
  end: string;
  in: number;
  out: number;
}

export interface Calit2Event {
  /** The local date, YYYY-MM-DD. */
  date: string;
  /** ISO 8601 UTC instants. */
  start: string;
  end: string;
  description: string;
}

/** "07/24/05" -> "2005-07-24" (two-digit years below 70 are 20YY). */
export function calit2Date(value: string): string {
  const [, month, day, year] = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(value.trim()) ?? [];
  if (!month || !day || !year) throw new Error(`Not a CalIt2 date (MM/DD/YY): "${value}"`);
  const century = Number(year) < 70 ? '20' : '19';
  return `${century}${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

// Zone conversions are slow (Intl); a file has few distinct local hours.
const hourStarts = new Map<string, number>();

/** The UTC instant of a local "HH:MM:SS" on a local date, in Los Angeles. */
export function calit2Instant(date: string, time: string): number {
  const [, hh, mm, ss] = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(time.trim()) ?? [];
  const hour = Number(hh);
  const minute = Number(mm);
  const second = Number(ss);
  if (!hh || hour > 24 || minute > 59 || second > 59)
    throw new Error(`Not a CalIt2 time (HH:MM:SS): "${time}"`);
  const key = `${date}|${hour}`;
  let hourStart = hourStarts.get(key);
  if (hourStart === undefined) {
    hourStart = zonedTimeToUtc(date, hour, CALIT2_TIME_ZONE);
    hourStarts.set(key, hourStart);
  }
  return hourStart + (minute * 60 + second) * 1000;
}

function dataLines(text: string): { fields: string[]; line: number }[] {
  return text
    .split(/\r?\n/)
    .map((content, index) => ({ fields: content.split(','), line: index + 1, content }))
    .filter(({ content }) => content.trim() !== '');
}

/**
 * Parses `CalIt2.data` into one interval per slot, in time order. Without `skipped`, malformed
 * rows, a second row for the same flow and slot, or a slot missing its in or out row are errors
 * (the accuracy tools need the file whole). With it (the importer), such rows and slots are left
 * out and counted there by reason, and every usable slot is kept.
 */
export function parseCalit2Data(text: string, skipped?: Record<string, number>): Calit2DoorCount[] {
  const problem = (message: string, reason: string) => {
    if (!skipped) throw new Error(message);
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };
  const slots = new Map<number, { in?: number; out?: number; label: string }>();
  for (const { fields, line } of dataLines(text)) {
    const [flowField, dateField = '', timeField = '', countField = ''] = fields;
    const flow = Number(flowField);
    const count = Number(countField);
    if (fields.length !== 4 || (flow !== FLOW_IN && flow !== FLOW_OUT)) {
      problem(`CalIt2.data line ${line}: expected "7|9,MM/DD/YY,HH:MM:SS,count"`, 'malformed row');
      continue;
    }
    if (!Number.isInteger(count) || count < 0 || countField.trim() === '') {
      problem(
        `CalIt2.data line ${line}: count "${countField}" is not a whole number`,
        'count not a whole number',
      );
      continue;
    }
    let end: number;
    try {
      end = calit2Instant(calit2Date(dateField), timeField);
    } catch (error) {
      problem((error as Error).message, 'no valid date and time');
      continue;
    }
    let slot = slots.get(end);
    if (!slot) {
      slot = { label: `${dateField} ${timeField}` };
      slots.set(end, slot);
    }
    const side = flow === FLOW_IN ? 'in' : 'out';
    if (slot[side] !== undefined) {
      problem(
        `CalIt2.data line ${line}: a second ${side} count for ${slot.label}`,
        'second row for a slot',
      );
      continue;
    }
    slot[side] = count;
  }
  return [...slots]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([end, slot]) => {
      if (slot.in === undefined || slot.out === undefined) {
        problem(
          `CalIt2.data: slot ${slot.label} has no ${slot.in === undefined ? 'in' : 'out'} row`,
          'slot without its in or out row',
        );
        return [];
      }
      return [
        {
          start: new Date(end - SLOT_MS).toISOString(),
          end: new Date(end).toISOString(),
          in: slot.in,
          out: slot.out,
        },
      ];
    });
}

/** Parses `CalIt2.events` (`MM/DD/YY,HH:MM:SS,HH:MM:SS,description`), in file order. An end at or
 * before the start is taken as the next day. */
export function parseCalit2Events(text: string): Calit2Event[] {
  return dataLines(text).map(({ fields, line }) => {
    const [dateField = '', startField = '', endField = '', ...rest] = fields;
    if (fields.length < 4) throw new Error(`CalIt2.events line ${line}: expected 4 fields`);
    const date = calit2Date(dateField);
    const start = calit2Instant(date, startField);
    let end = calit2Instant(date, endField);
    if (end <= start) end = calit2Instant(addDays(date, 1), endField);
    return {
      date,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      description: rest.join(',').trim(),
    };
  });
}
