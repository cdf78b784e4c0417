// The main dashboard's view in the URL (range, filters, sort), so a view can be shared or kept
// as a bookmark. Anything unreadable falls back to the default rather than failing the page.
import {
  addDays,
  comparisonRange,
  isLocationType,
  localDateOf,
  rangeLengthDays,
  DEFAULT_RANGE_DAYS,
} from '@footfall/core';
import type { AnalyticsParams } from '../../api/analytics';
import { NO_FILTER, type OverviewFilter } from './overview-filter';
import { FIGURE_KEYS } from './overview-row';
import { DEFAULT_SORT, type SortKey, type SortState } from './overview-sort';

/** The ranges offered: the last 7, 30 (docs/product.md section 9's default) or 90 days. */
export const RANGE_PRESETS = [7, DEFAULT_RANGE_DAYS, 90] as const;
export type RangeDays = (typeof RANGE_PRESETS)[number];

export interface OverviewView {
  days: RangeDays;
  filter: OverviewFilter;
  sort: SortState;
}

export const DEFAULT_VIEW: OverviewView = {
  days: DEFAULT_RANGE_DAYS,
  filter: NO_FILTER,
  sort: DEFAULT_SORT,
};

const SORT_KEYS: readonly SortKey[] = ['name', 'type', 'folder', ...FIGURE_KEYS];

export function readView(search: URLSearchParams): OverviewView {
  const days = RANGE_PRESETS.find((preset) => String(preset) === search.get('days'));
  const type = search.get('type');
  const sortKey = SORT_KEYS.find((key) => key === search.get('sort'));
  const direction = search.get('dir');
  return {
    days: days ?? DEFAULT_VIEW.days,
    filter: {
      folderId: search.get('folder') || null,
      type: isLocationType(type) ? type : null,
      search: search.get('q') ?? '',
    },
    sort: sortKey
      ? { key: sortKey, direction: direction === 'desc' ? 'desc' : 'asc' }
      : DEFAULT_VIEW.sort,
  };
}

/** The view as URL parameters; defaults are left out so the plain page keeps a plain URL. */
export function writeView(view: OverviewView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.days !== DEFAULT_VIEW.days) search.set('days', String(view.days));
  if (view.filter.folderId) search.set('folder', view.filter.folderId);
  if (view.filter.type) search.set('type', view.filter.type);
  if (view.filter.search) search.set('q', view.filter.search);
  const { key, direction } = view.sort;
  if (key !== DEFAULT_SORT.key || direction !== DEFAULT_SORT.direction) {
    search.set('sort', key);
    search.set('dir', direction);
  }
  return search;
}

/** The analytics query of one location: the last `days` local days ending today in the
 * location's own time zone, with the comparison range for the trend. */
export function overviewParams(days: RangeDays, timeZone: string, nowMs: number): AnalyticsParams {
  const today = localDateOf(nowMs, timeZone);
  return {
    start_date: addDays(today, 1 - days),
    end_date: today,
    granularity: 'day',
    compare: true,
  };
}

/** How many days the trend compares against, and whether as daily averages (docs/product.md
 * section 9: a range over 15 days compares against twice its length). */
export function comparisonSpan(days: RangeDays): { days: number; averaged: boolean } {
  // Core's rule on any range of that length: the answer depends only on the length.
  const end = '2026-01-31';
  const comparison = comparisonRange({ start: addDays(end, 1 - days), end });
  return {
    days: rangeLengthDays({ start: comparison.start, end: comparison.end }),
    averaged: comparison.averaged,
  };
}
