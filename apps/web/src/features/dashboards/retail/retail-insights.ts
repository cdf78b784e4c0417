// The retail home's plain-language insights: a few sentences computed from the foot-traffic answer.
// Each is a translation key (under retail.insights) with typed values the page formats in the
// user's locale; nothing here is worded, so every language gets its own grammar.
import {
  daysOfRange,
  timeOfDay,
  type FootTrafficResponse,
  type MetricChange,
  type TimeOfDay,
} from '@footfall/core';

export type InsightValue =
  | { kind: 'count'; value: number }
  /** A rate 0-1, written as a percentage. */
  | { kind: 'percent'; value: number }
  /** Seconds, written as minutes and seconds. */
  | { kind: 'duration'; value: number }
  /** 0 = Monday. */
  | { kind: 'weekday'; value: number };

export type InsightKey =
  | `timeOfDay.${TimeOfDay}`
  | 'busiestDay'
  | `captureRate.${Trend}`
  | 'captureRate.plain'
  | 'engagement'
  | `dwell.${Trend}`
  | 'dwell.plain'
  | `walkBys.${Trend}`
  | 'walkBys.plain'
  | 'completeness';

export type Trend = 'up' | 'down' | 'same';

/** Every placeholder an insight's sentence may have. */
export const INSIGHT_PLACEHOLDERS = [
  'share',
  'weekday',
  'visitors',
  'current',
  'previous',
  'change',
  'missing',
  'hours',
] as const;
export type InsightPlaceholder = (typeof INSIGHT_PLACEHOLDERS)[number];

export interface Insight {
  key: InsightKey;
  values: Partial<Record<InsightPlaceholder, InsightValue>>;
  /** The number the sentence's noun agrees with ("1 visitor", "2 visitors"), for sentences
   * written in plural forms. */
  count?: number;
}

export const MAX_INSIGHTS = 5;

const count = (value: number): InsightValue => ({ kind: 'count', value });
const percent = (value: number): InsightValue => ({ kind: 'percent', value });
const duration = (value: number): InsightValue => ({ kind: 'duration', value });

/** The direction of the API's change (core's catalogue rule): the card shows the same one. */
const trendOf = (change: MetricChange): Trend =>
  change.direction === 'flat' ? 'same' : (change.direction ?? 'same');

type Busiest = NonNullable<FootTrafficResponse['busiest_hours']>;

/** "Most visits were in the afternoon": the part of the day with the most visitors. */
function timeOfDayInsight(busiest: Busiest): Insight | null {
  const byPart: Record<TimeOfDay, number> = { morning: 0, afternoon: 0, evening: 0 };
  let total = 0;
  for (const { hour, visitors } of busiest) {
    byPart[timeOfDay(hour)] += visitors;
    total += visitors;
  }
  if (total === 0) return null;
  const parts: TimeOfDay[] = ['morning', 'afternoon', 'evening'];
  const top = parts.reduce((best, part) => (byPart[part] > byPart[best] ? part : best));
  return { key: `timeOfDay.${top}`, values: { share: percent(byPart[top] / total) } };
}

/**
 * The weekday with the most visitors per occurrence (a 10-day range has some twice). Only days
 * with data count as occurrences where the answer says which they are (daily buckets): a day with
 * no data is missing, not a day with no visitors.
 */
function busiestDayInsight(busiest: Busiest, days: readonly string[]): Insight | null {
  const occurrences = Array.from({ length: 7 }, () => 0);
  for (const day of days) {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    occurrences[weekday] = (occurrences[weekday] ?? 0) + 1;
  }
  const visitors = Array.from({ length: 7 }, () => 0);
  for (const cell of busiest)
    visitors[cell.weekday] = (visitors[cell.weekday] ?? 0) + cell.visitors;
  let best: { weekday: number; average: number } | null = null;
  visitors.forEach((sum, weekday) => {
    const times = occurrences[weekday] ?? 0;
    if (times === 0 || sum === 0) return;
    const average = sum / times;
    if (!best || average > best.average) best = { weekday, average };
  });
  if (!best) return null;
  const { weekday, average } = best;
  const onAverage = Math.round(average);
  return {
    key: 'busiestDay',
    values: { weekday: { kind: 'weekday', value: weekday }, visitors: count(onAverage) },
    count: onAverage,
  };
}

/** A figure against the comparison range when the API states a change, else on its own. */
function changeInsight(
  name: 'captureRate' | 'dwell',
  current: number | null,
  comparison: Compared | null,
  asValue: (value: number) => InsightValue,
): Insight | null {
  if (current === null) return null;
  if (
    comparison &&
    comparison.change.value !== null &&
    comparison.current !== null &&
    comparison.previous !== null
  ) {
    return {
      key: `${name}.${trendOf(comparison.change)}`,
      values: { current: asValue(comparison.current), previous: asValue(comparison.previous) },
    };
  }
  return { key: `${name}.plain`, values: { current: asValue(current) } };
}

/** Walk-bys as the API's relative change (daily averages with an averaged comparison). */
function walkBysInsight(total: number | null, comparison: Compared | null): Insight | null {
  if (total === null) return null;
  if (comparison && comparison.change.value !== null) {
    return {
      key: `walkBys.${trendOf(comparison.change)}`,
      values: { change: percent(Math.abs(comparison.change.value)) },
    };
  }
  return { key: 'walkBys.plain', values: { current: count(total) }, count: total };
}

type Compared = { current: number | null; previous: number | null; change: MetricChange };

/** Up to MAX_INSIGHTS sentences, the data-completeness caveat always among them when it applies. */
function daysWithData({ range, buckets }: FootTrafficResponse): string[] {
  if (range.granularity === 'day' && buckets.length > 0) return buckets.map(({ bucket }) => bucket);
  return daysOfRange({ start: range.start_date, end: range.end_date });
}

export function retailInsights(footTraffic: FootTrafficResponse): Insight[] {
  const { totals, comparison, busiest_hours: busiest, completeness } = footTraffic;
  const compared = <K extends keyof typeof totals>(field: K): Compared | null =>
    comparison
      ? {
          current: comparison.current[field],
          previous: comparison.previous[field],
          change: comparison.changes[field],
        }
      : null;

  const findings = [
    busiest ? timeOfDayInsight(busiest) : null,
    busiest ? busiestDayInsight(busiest, daysWithData(footTraffic)) : null,
    changeInsight('captureRate', totals.capture_rate, compared('capture_rate'), percent),
    totals.engagement_rate === null
      ? null
      : { key: 'engagement' as const, values: { share: percent(totals.engagement_rate) } },
    changeInsight('dwell', totals.avg_dwell_s, compared('avg_dwell_s'), duration),
    // Walk-bys speak only where nothing about visitors can (LITE without visitor figures).
    totals.visitors === null ? walkBysInsight(totals.walk_bys, compared('walk_bys')) : null,
  ].filter((insight): insight is Insight => insight !== null);

  const caveat: Insight | null =
    completeness.hours_without_data > 0
      ? {
          key: 'completeness',
          values: {
            missing: count(completeness.hours_without_data),
            hours: count(completeness.hours_in_range),
          },
        }
      : null;
  if (!caveat) return findings.slice(0, MAX_INSIGHTS);
  return [...findings.slice(0, MAX_INSIGHTS - 1), caveat];
}
