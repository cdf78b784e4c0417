// Live-event (XM) figures from a foot-traffic answer (docs/product.md section 11): impressions are
// every session seen in range of the booth (walk-bys + visitors), booth visitors are the visitors,
// the engagement rate is engagers / visitors. The day-by-day report lists show days only.
import type { FootTrafficFigures, FootTrafficResponse } from '@footfall/core';

/** Walk-bys + visitors; null unless the tier offers both (a LITE booth has no visitors). */
export function impressionsOf(figures: Pick<FootTrafficFigures, 'walk_bys' | 'visitors'>) {
  if (figures.walk_bys === null || figures.visitors === null) return null;
  return figures.walk_bys + figures.visitors;
}

/** One show day or show hour of the event report; null where the tier offers no figure. */
export interface EventFigures {
  impressions: number | null;
  walkBys: number | null;
  visitors: number | null;
  engagers: number | null;
  engagementRate: number | null;
  avgDwellS: number | null;
  fqv: number | null;
}

export function eventFigures(figures: FootTrafficFigures): EventFigures {
  return {
    impressions: impressionsOf(figures),
    walkBys: figures.walk_bys,
    visitors: figures.visitors,
    engagers: figures.engagers,
    engagementRate: figures.engagement_rate,
    avgDwellS: figures.avg_dwell_s,
    fqv: figures.fqv,
  };
}

export interface EventDayRow extends EventFigures {
  /** The local day, YYYY-MM-DD. */
  date: string;
}

/** Anybody seen at all: a day with only zeros (or no figure the tier offers) is not a show day. */
const anyoneSeen = (figures: FootTrafficFigures) =>
  (figures.walk_bys ?? 0) > 0 || (figures.visitors ?? 0) > 0;

/**
 * The show days of a by-day answer, oldest first: the days on which the booth saw anyone.
 * Days without a bucket had no data; days of zeros had nobody; neither is a show day.
 */
export function eventDayRows(response: FootTrafficResponse): EventDayRow[] {
  return response.buckets
    .filter(anyoneSeen)
    .map((bucket) => ({ date: bucket.bucket.slice(0, 10), ...eventFigures(bucket) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface EventHourRow extends EventFigures {
  /** The local wall-clock hour, 0-23. */
  hour: number;
}

const EMPTY_FIGURES: EventFigures = {
  impressions: null,
  walkBys: null,
  visitors: null,
  engagers: null,
  engagementRate: null,
  avgDwellS: null,
  fqv: null,
};

/**
 * The hours of one day from a by-hour answer, from the first to the last hour anyone was seen.
 * Hours in between without a bucket had no data: they are kept with null figures (a gap in the
 * chart, not a zero). Figures of a repeated local hour (the autumn clock change) are added up.
 */
export function eventHourRows(response: FootTrafficResponse): EventHourRow[] {
  const seen = response.buckets.filter(
    (bucket) => bucket.local_hour !== null && anyoneSeen(bucket),
  );
  if (seen.length === 0) return [];
  const hours = seen.map((bucket) => bucket.local_hour ?? 0);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const rows: EventHourRow[] = [];
  for (let hour = first; hour <= last; hour += 1) {
    const buckets = response.buckets.filter((bucket) => bucket.local_hour === hour);
    rows.push({ hour, ...(buckets.length === 0 ? EMPTY_FIGURES : sumHourBuckets(buckets)) });
  }
  return rows;
}

const add = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

function sumHourBuckets(buckets: readonly FootTrafficFigures[]): EventFigures {
  const [only] = buckets;
  if (buckets.length === 1 && only) return eventFigures(only);
  const sum = (pick: (figures: FootTrafficFigures) => number | null) =>
    buckets.map(pick).reduce<number | null>(add, 0);
  const visitors = sum((b) => b.visitors);
  const engagers = sum((b) => b.engagers);
  const dwellTotal = sum((b) =>
    b.avg_dwell_s === null || b.visitors === null
      ? b.visitors === 0
        ? 0
        : null
      : b.avg_dwell_s * b.visitors,
  );
  const walkBys = sum((b) => b.walk_bys);
  const ratio = (a: number | null, b: number | null) => (a === null || !b ? null : a / b);
  return {
    impressions: add(walkBys, visitors),
    walkBys,
    visitors,
    engagers,
    engagementRate: ratio(engagers, visitors),
    avgDwellS: ratio(dwellTotal, visitors),
    fqv: sum((b) => b.fqv),
  };
}

/** The day the per-hour view opens on: the show day with the most impressions (else visitors). */
export function busiestDay(rows: readonly EventDayRow[]): string | null {
  let best: EventDayRow | null = null;
  const weight = (row: EventDayRow) => row.impressions ?? row.visitors ?? row.walkBys ?? 0;
  for (const row of rows) if (best === null || weight(row) > weight(best)) best = row;
  return best?.date ?? null;
}
