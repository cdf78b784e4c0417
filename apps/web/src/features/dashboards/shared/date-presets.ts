// The date range picker's presets, as local days of the location (YYYY-MM-DD).
import {
  addDays,
  isDateString,
  MAX_ANALYTICS_RANGE_DAYS,
  rangeLengthDays,
  type DateRange,
  type Granularity,
} from '@footfall/core';

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'last90',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const lastDays = (today: string, days: number): DateRange => ({
  start: addDays(today, 1 - days),
  end: today,
});

/** The 1st of the month of `date`. */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The range a preset means on `today` (the location's local date). */
export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7':
      return lastDays(today, 7);
    case 'last30':
      return lastDays(today, 30);
    case 'last90':
      return lastDays(today, 90);
    case 'thisMonth':
      return { start: monthStart(today), end: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { start: monthStart(end), end };
    }
  }
}

/** The preset that gives exactly this range on `today`, or null for a custom range. */
export function matchingPreset(range: DateRange, today: string): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}

/**
 * The range after the user changed one end in the date inputs, kept valid for the API: the other
 * end follows when the range would be reversed or longer than 366 days. An incomplete date ('')
 * changes nothing.
 */
export function editRange(range: DateRange, change: { start?: string; end?: string }): DateRange {
  const maxSpan = MAX_ANALYTICS_RANGE_DAYS - 1;
  if (change.start !== undefined) {
    const start = change.start;
    if (!isDateString(start)) return range;
    const end = range.end < start ? start : range.end;
    return { start, end: end > addDays(start, maxSpan) ? addDays(start, maxSpan) : end };
  }
  if (change.end !== undefined) {
    const end = change.end;
    if (!isDateString(end)) return range;
    const start = range.start > end ? end : range.start;
    return { start: start < addDays(end, -maxSpan) ? addDays(end, -maxSpan) : start, end };
  }
  return range;
}

/** Days above which an hourly view is switched back to daily when a preset is picked. */
const HOURLY_MAX_DAYS = 31;

/** The granularity to use after picking a range: one day by hour; a long range not by hour. */
export function suggestedGranularity(range: DateRange, current: Granularity): Granularity {
  if (range.start === range.end) return 'hour';
  const days = rangeLengthDays(range);
  if (current === 'hour' && days > HOURLY_MAX_DAYS) return 'day';
  if (current === 'month' && days < 28) return 'day';
  return current;
}
