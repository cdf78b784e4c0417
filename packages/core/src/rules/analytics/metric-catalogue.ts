// The metric catalogue: every figure Footfall shows, defined once. Each entry says what the figure
// is, its unit, how it aggregates over time buckets and locations, how two periods are compared
// (relative change for counts and durations, percentage points for rates), whether a long
// comparison range turns it into a daily average, which way is good news, and the analytics
// metric (tier) it needs. The API, the dashboards, the report files, the comparison report and
// the mails read figures' changes through metric-change.ts, which reads this table.
import type { Metric } from '../locations/metrics';

export const METRIC_KEYS = [
  // Foot traffic (GET /api/v1/locations/{id}/foot-traffic; API field names).
  'walk_bys',
  'visitors',
  'capture_rate',
  'engagers',
  'browsers',
  'engagement_rate',
  'fqv',
  'returning_visitors',
  'randomized_visitors',
  'avg_dwell_s',
  'avg_visit_duration_s',
  'presence_avg',
  // Door counters (GET /api/v1/locations/{id}/door-counter).
  'walk_ins',
  'walk_outs',
  'traffic',
  'occupancy_max',
  // Derived on event pages: everyone who saw the booth.
  'impressions',
  // The comparison report's five metrics (docs/product.md section 3's display words).
  'mean',
  'attraction',
  'engagement',
  'dwell',
  'FQV',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** What a value is: a number of people, a 0..1 share, seconds, people per day, people present. */
export type MetricUnit = 'count' | 'rate' | 'seconds' | 'per_day' | 'people';

/**
 * How a figure over several buckets or locations is formed:
 * - sum: add the buckets (walk-bys, door counts: each event counted once where it happened);
 * - distinct: people counted once per bucket; a longer period sums the buckets' counts (visits),
 *   a group of places is at least its largest member (containment) and at most the sum;
 * - ratio: a ratio of sums (capture rate = sum visitors / sum(visitors + walk-bys)), never a mean
 *   of ratios;
 * - mean_duration: sum of seconds / sum of visitors;
 * - mean: mean of the buckets' values (people present on average);
 * - max: the largest bucket value (peak occupancy);
 * - per_day: a count divided by the calendar days of the range.
 */
export type MetricAggregation =
  'sum' | 'distinct' | 'ratio' | 'mean_duration' | 'mean' | 'max' | 'per_day';

/** Relative change ((b - a) / a) or difference in percentage points (b - a, as a fraction). */
export type ChangeKind = 'relative' | 'points';

/** Which way of moving is good news for the figure. */
export type GoodDirection = 'up' | 'down' | 'neutral';

export interface MetricDefinition {
  key: MetricKey;
  unit: MetricUnit;
  aggregation: MetricAggregation;
  comparedBy: ChangeKind;
  /** Compared as a daily average when the comparison range is twice as long (counts only). */
  averagedWhenLong: boolean;
  /** Additive: a period's total equals the sum of its buckets. */
  additive: boolean;
  good: GoodDirection;
  /** The analytics metrics (tier/services) the figure needs. */
  needs: readonly Exclude<Metric, 'HEATMAP'>[];
  /** One sentence, English: the definition docs/metrics.md and the help texts follow. */
  definition: string;
}

type Entry = Omit<MetricDefinition, 'key' | 'comparedBy' | 'averagedWhenLong' | 'additive'>;

const count = (
  definition: string,
  needs: MetricDefinition['needs'],
  aggregation: 'sum' | 'distinct' = 'sum',
  good: GoodDirection = 'up',
): Entry => ({ unit: 'count', aggregation, good, needs, definition });
const rate = (definition: string, needs: MetricDefinition['needs']): Entry => ({
  unit: 'rate',
  aggregation: 'ratio',
  good: 'up',
  needs,
  definition,
});
const seconds = (definition: string, needs: MetricDefinition['needs']): Entry => ({
  unit: 'seconds',
  aggregation: 'mean_duration',
  good: 'up',
  needs,
  definition,
});

const ENTRIES: Record<MetricKey, Entry> = {
  walk_bys: count('People seen passing by without coming in.', ['WALK-BY']),
  visitors: count(
    'Visits: people who came in and stayed at least the minimum visit time.',
    ['FOOTTRAFFIC'],
    'distinct',
  ),
  capture_rate: rate('Visitors as a share of everyone seen: visitors / (visitors + walk-bys).', [
    'FOOTTRAFFIC',
    'WALK-BY',
  ]),
  engagers: count('Visitors who stayed at least the engagement time.', ['FOOTTRAFFIC'], 'distinct'),
  browsers: count('Visitors who left before the engagement time.', ['FOOTTRAFFIC'], 'distinct'),
  engagement_rate: rate('Engagers as a share of visitors.', ['FOOTTRAFFIC']),
  fqv: count(
    'Frequent qualified visitors: visitors seen on enough earlier days of the look-back window.',
    ['FOOTTRAFFIC'],
    'distinct',
  ),
  returning_visitors: count(
    'Visitors seen on an earlier day of the look-back window.',
    ['FOOTTRAFFIC'],
    'distinct',
  ),
  randomized_visitors: count(
    'Visitors whose device used a randomized address (not identifiable across visits).',
    ['FOOTTRAFFIC'],
    'distinct',
    'neutral',
  ),
  avg_dwell_s: seconds('Seconds visitors spent in the place, per visitor.', ['FOOTTRAFFIC']),
  avg_visit_duration_s: seconds('Seconds from arrival to departure, per visitor.', ['FOOTTRAFFIC']),
  presence_avg: {
    unit: 'people',
    aggregation: 'mean',
    good: 'up',
    needs: ['FOOTTRAFFIC'],
    definition: 'People present on average over the hours with data.',
  },
  walk_ins: count('People counted entering by the door counters.', ['WALK-IN']),
  walk_outs: count('People counted leaving by the door counters.', ['WALK-IN'], 'sum', 'neutral'),
  traffic: count('Door traffic: (walk-ins + walk-outs) / 2.', ['WALK-IN']),
  occupancy_max: {
    unit: 'people',
    aggregation: 'max',
    good: 'neutral',
    needs: ['WALK-IN'],
    definition: 'The most people inside at once by the door counts.',
  },
  impressions: count('Everyone who saw the place: walk-bys plus visitors.', [
    'WALK-BY',
    'FOOTTRAFFIC',
  ]),
  mean: {
    unit: 'per_day',
    aggregation: 'per_day',
    good: 'up',
    needs: ['FOOTTRAFFIC'],
    definition: 'Visitors per calendar day of the range (days without data count).',
  },
  attraction: rate('The capture rate.', ['FOOTTRAFFIC', 'WALK-BY']),
  engagement: rate('The engagement rate.', ['FOOTTRAFFIC']),
  dwell: seconds('The average dwell.', ['FOOTTRAFFIC']),
  FQV: rate('Frequent qualified visitors as a share of visitors.', ['FOOTTRAFFIC']),
};

function definitionOf(key: MetricKey, entry: Entry): MetricDefinition {
  const counted = entry.unit === 'count';
  return {
    key,
    ...entry,
    comparedBy: entry.unit === 'rate' ? 'points' : 'relative',
    averagedWhenLong: counted,
    additive: counted,
  };
}

export const METRIC_CATALOGUE: Readonly<Record<MetricKey, MetricDefinition>> = Object.fromEntries(
  METRIC_KEYS.map((key) => [key, definitionOf(key, ENTRIES[key])]),
) as Record<MetricKey, MetricDefinition>;

export const metricDefinition = (key: MetricKey): MetricDefinition => METRIC_CATALOGUE[key];

export const isMetricKey = (value: string): value is MetricKey =>
  (METRIC_KEYS as readonly string[]).includes(value);
