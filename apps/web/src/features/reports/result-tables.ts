// The results of a run as the page shows them: one table per location with the whole period,
// the previous period and the change when the report compares, then one row per bucket.
import {
  formatMetricChange,
  rangeLengthDays,
  REPORT_METRICS,
  type Report,
  type ReportMetric,
  type ReportResults,
  type ReportResultRow,
  type MetricChange,
} from '@footfall/core';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  formatSeconds,
  type FigureFormat,
} from '../../lib/figures/figure-format';

/** Metrics that count people; the others are rates (0-1) or a duration in seconds. */
const COUNT_METRICS: ReadonlySet<ReportMetric> = new Set([
  'visitors',
  'walk_bys',
  'walk_ins',
  'fqv',
]);
const RATE_METRICS: ReadonlySet<ReportMetric> = new Set(['capture_rate', 'engagement_rate']);

export interface LocationResults {
  locationId: string;
  name: string;
  /** The metrics the location's rows carry (its override or the report's), in canonical order. */
  metrics: ReportMetric[];
  total: ReportResultRow | null;
  buckets: ReportResultRow[];
}

/** The rows grouped per location, locations in the server's order, buckets by date. */
export function locationResults(results: ReportResults): LocationResults[] {
  const groups = new Map<string, LocationResults>();
  for (const row of results.rows) {
    let group = groups.get(row.location_id);
    if (!group) {
      group = {
        locationId: row.location_id,
        name: row.location_name,
        metrics: [],
        total: null,
        buckets: [],
      };
      groups.set(row.location_id, group);
    }
    if (row.bucket === null) group.total = row;
    else group.buckets.push(row);
  }
  return [...groups.values()].map((group) => {
    const present = new Set(
      [group.total, ...group.buckets].flatMap((row) => (row ? Object.keys(row.values) : [])),
    );
    return {
      ...group,
      metrics: REPORT_METRICS.filter((metric) => present.has(metric)),
      buckets: [...group.buckets].sort((a, b) => ((a.bucket ?? '') < (b.bucket ?? '') ? -1 : 1)),
    };
  });
}

/**
 * Whether the previous figures' counts are daily averages: a period longer than 15 days is
 * compared with one twice as long, so the analytics give counts per day (core comparisonRange).
 */
export function previousIsAveraged(results: ReportResults): boolean {
  const previous = results.comparison_range;
  if (!previous) return false;
  const days = (range: { start_date: string; end_date: string }) =>
    rangeLengthDays({ start: range.start_date, end: range.end_date });
  return days(previous) > days(results.range);
}

export function periodDays(results: ReportResults): number {
  return rangeLengthDays({ start: results.range.start_date, end: results.range.end_date });
}

export interface ResultsFormat extends FigureFormat {
  /** Shown for a figure that is missing (not offered by the tier, or no data). */
  missing: string;
}

export function formatMetric(
  metric: ReportMetric,
  value: number | null | undefined,
  format: ResultsFormat,
): string {
  if (value === null || value === undefined) return format.missing;
  if (RATE_METRICS.has(metric)) return formatPercent(value, format.locale);
  if (metric === 'avg_dwell_s') return formatSeconds(value, format);
  return COUNT_METRICS.has(metric)
    ? formatCount(value, format.locale)
    : formatDecimal(value, format.locale);
}

/** A total's change as the server states it (core's catalogue), written by core's formatter:
 * "+12.5%" for counts and the dwell time, "+2.1 pts" for rates; null without one. */
export const resultChangeText = (change: MetricChange | undefined, locale: string) =>
  change ? formatMetricChange(change, locale) : null;

const dayOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** A bucket's name: its day, its week's first day, or its month. */
export function bucketLabel(
  bucket: string,
  granularity: Report['granularity'],
  locale: string,
  weekOf: (day: string) => string,
): string {
  const date = dayOf(bucket);
  if (granularity === 'month') {
    return new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  }
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
  return granularity === 'week' ? weekOf(day) : day;
}

/** "Mar 1 – 31, 2026" in the locale. */
export function rangeLabel(
  range: { start_date: string; end_date: string },
  locale: string,
): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(dayOf(range.start_date), dayOf(range.end_date));
}
