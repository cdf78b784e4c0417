// The dashboards' filters live in the URL's search params, so a view can be shared: start, end,
// granularity, area, group, compare, bh. Anything missing or invalid falls back to its default.
import {
  comparisonRange,
  defaultDateRange,
  GRANULARITIES,
  isDateString,
  localDateOf,
  MAX_ANALYTICS_RANGE_DAYS,
  rangeLengthDays,
  type DateRange,
  type Granularity,
} from '@footfall/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { AnalyticsParams } from '../../../api/analytics';

export interface DashboardFilters {
  /** First local day of the range (YYYY-MM-DD), included. */
  start: string;
  /** Last local day of the range, included. */
  end: string;
  granularity: Granularity;
  /** An area id, or null for the whole location. */
  area: string | null;
  /** An area group id, or null for all groups. */
  group: string | null;
  /** Compare with the range before (core comparisonRange). */
  compare: boolean;
  /** Business hours only. */
  businessHours: boolean;
}

/** The search params the filters use; every other param of the URL is left alone. */
export const FILTER_PARAMS = [
  'start',
  'end',
  'granularity',
  'area',
  'group',
  'compare',
  'bh',
] as const;

const DEFAULT_GRANULARITY: Granularity = 'day';
const DEFAULT_COMPARE = true;

/** The filters of a URL without any: the last 30 days to `today`, by day, compared. */
export function defaultFilters(today: string): DashboardFilters {
  const range = defaultDateRange(today);
  return {
    start: range.start,
    end: range.end,
    granularity: DEFAULT_GRANULARITY,
    area: null,
    group: null,
    compare: DEFAULT_COMPARE,
    businessHours: false,
  };
}

const dateParam = z.string().refine(isDateString).optional().catch(undefined);
const idParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .nullable()
  .catch(null);
const flagParam = (fallback: boolean) =>
  z
    .enum(['0', '1'])
    .transform((value) => value === '1')
    .catch(fallback);

const searchSchema = z.object({
  start: dateParam,
  end: dateParam,
  granularity: z.enum(GRANULARITIES).catch(DEFAULT_GRANULARITY),
  area: idParam,
  group: idParam,
  compare: flagParam(DEFAULT_COMPARE),
  bh: flagParam(false),
});

/** A range the API accepts: in order and at most 366 days. */
function isValidRange(range: DateRange): boolean {
  return range.start <= range.end && rangeLengthDays(range) <= MAX_ANALYTICS_RANGE_DAYS;
}

/** The filters of a URL's search params; `today` is the location's local date. */
export function parseDashboardFilters(params: URLSearchParams, today: string): DashboardFilters {
  const read = (name: (typeof FILTER_PARAMS)[number]) => params.get(name) ?? undefined;
  const search = searchSchema.parse({
    start: read('start'),
    end: read('end'),
    granularity: read('granularity'),
    area: params.get('area'),
    group: params.get('group'),
    compare: read('compare'),
    bh: read('bh'),
  });
  const defaults = defaultFilters(today);
  const range = { start: search.start ?? defaults.start, end: search.end ?? defaults.end };
  const valid = isValidRange(range) ? range : { start: defaults.start, end: defaults.end };
  return {
    ...valid,
    granularity: search.granularity,
    area: search.area,
    group: search.group,
    compare: search.compare,
    businessHours: search.bh,
  };
}

/**
 * `params` with the filters written in; values equal to their default are left out (a link
 * without a range keeps meaning "the last 30 days"). Other params (e.g. `token`) stay.
 */
export function writeDashboardFilters(
  params: URLSearchParams,
  filters: DashboardFilters,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const defaults = defaultFilters(today);
  const values: Record<(typeof FILTER_PARAMS)[number], string | null> = {
    start: filters.start,
    end: filters.end,
    granularity: filters.granularity,
    area: filters.area,
    group: filters.group,
    compare: filters.compare ? '1' : '0',
    bh: filters.businessHours ? '1' : '0',
  };
  const defaultValues = {
    start: defaults.start,
    end: defaults.end,
    granularity: defaults.granularity,
    area: null,
    group: null,
    compare: defaults.compare ? '1' : '0',
    bh: '0',
  };
  const defaultRange = filters.start === defaults.start && filters.end === defaults.end;
  for (const name of FILTER_PARAMS) {
    const value = values[name];
    const isDefault =
      name === 'start' || name === 'end' ? defaultRange : value === defaultValues[name];
    if (value === null || isDefault) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The API parameters of the filters (`group` is applied by the screens, not by the API). */
export function toAnalyticsQuery(filters: DashboardFilters): AnalyticsParams {
  return {
    start_date: filters.start,
    end_date: filters.end,
    granularity: filters.granularity,
    area_id: filters.area,
    compare: filters.compare,
    business_hours: filters.businessHours,
  };
}

/** The comparison range of the filters (docs/product.md section 9), with `averaged` for daily
 * averages. */
export function filtersComparison(filters: DashboardFilters): DateRange & { averaged: boolean } {
  return comparisonRange({ start: filters.start, end: filters.end });
}

/** Today in a time zone (YYYY-MM-DD); an unknown zone falls back to UTC. */
export function localToday(timeZone: string, now = Date.now()): string {
  try {
    return localDateOf(now, timeZone);
  } catch {
    return localDateOf(now, 'UTC');
  }
}

export interface UseDashboardFilters {
  filters: DashboardFilters;
  /** Merges a change into the filters and writes them to the URL (history replace). */
  setFilters: (change: Partial<DashboardFilters>) => void;
  /** The location's local date today (YYYY-MM-DD). */
  today: string;
}

/** The dashboard filters of the current URL for a location (its time zone decides "today"). */
export function useDashboardFilters(location: { timezone: string }): UseDashboardFilters {
  const [params, setParams] = useSearchParams();
  const today = localToday(location.timezone);
  const filters = useMemo(() => parseDashboardFilters(params, today), [params, today]);
  const setFilters = useCallback(
    (change: Partial<DashboardFilters>) =>
      setParams(
        (current) =>
          writeDashboardFilters(
            current,
            { ...parseDashboardFilters(current, today), ...change },
            today,
          ),
        { replace: true },
      ),
    [setParams, today],
  );
  return { filters, setFilters, today };
}
