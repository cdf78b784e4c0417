// Pieces the event builders share: the KPI strip of a foot-traffic answer (impressions first, as
// the web's event pages), a table row of one period, the table of the event's days or hours, and
// the explanations of the figures shown.
import type { DoorCounterResponse, FootTrafficFigures, FootTrafficResponse } from '@footfall/core';
import type { DocumentColumn, DocumentSection, DocumentValue, KpiItem } from '../model';
import { count, duration, fqvNotes, impressionsOf, percent, type Writers } from './common';

type Bucket = FootTrafficResponse['buckets'][number];

/** Impressions, visitors, walk-bys, engagers and their rate, dwell, FQV (and walk-ins). */
export function eventKpis(
  write: Writers,
  traffic: FootTrafficResponse,
  door: DoorCounterResponse | null,
): KpiItem[] {
  const k = write.texts.kpis;
  const t = traffic.totals;
  const items: KpiItem[] = [
    { label: k.impressions, value: count(impressionsOf(t)) },
    { label: k.visitors, value: count(t.visitors) },
    { label: k.walkBys, value: count(t.walk_bys) },
    { label: k.engagers, value: count(t.engagers) },
    { label: k.engagementRate, value: percent(t.engagement_rate) },
    { label: k.avgDwell, value: duration(t.avg_dwell_s) },
    { label: k.fqv, value: count(t.fqv) },
  ];
  if (door && door.unavailable.length === 0)
    items.push({ label: k.walkIns, value: count(door.totals.walk_ins) });
  return items;
}

export function eventColumns(write: Writers, first: string, walkIns: boolean): DocumentColumn[] {
  const k = write.texts.kpis;
  const columns: DocumentColumn[] = [
    { title: first, align: 'left' },
    ...[k.impressions, k.walkBys, k.visitors, k.engagers, k.engagementRate, k.avgDwell, k.fqv].map(
      (title) => ({ title, align: 'right' as const }),
    ),
  ];
  if (walkIns) columns.push({ title: k.walkIns, align: 'right' });
  return columns;
}

export function eventRow(
  first: DocumentValue,
  figures: FootTrafficFigures,
  walkIns: number | null | undefined,
  withWalkIns: boolean,
): DocumentValue[] {
  const row = [
    first,
    count(impressionsOf(figures)),
    count(figures.walk_bys),
    count(figures.visitors),
    count(figures.engagers),
    percent(figures.engagement_rate),
    duration(figures.avg_dwell_s),
    count(figures.fqv),
  ];
  if (withWalkIns) row.push(count(walkIns ?? null));
  return row;
}

/** A bucket with anybody seen (an event day or hour; empty ones are left out). */
export const anybodySeen = (figures: FootTrafficFigures) =>
  (figures.visitors ?? 0) + (figures.walk_bys ?? 0) > 0;

/**
 * The event's buckets (days or hours) with anybody seen or walking in, whether walk-ins are
 * shown (only with a door counter), and the sections of their table: one eventRow a bucket, then
 * the no-data line when there is none.
 */
export function eventBuckets(traffic: FootTrafficResponse, door: DoorCounterResponse) {
  const withWalkIns = door.unavailable.length === 0;
  const walkInsAt = new Map(door.buckets.map((bucket) => [bucket.bucket, bucket.walk_ins]));
  const buckets = traffic.buckets.filter(
    (bucket) => anybodySeen(bucket) || (walkInsAt.get(bucket.bucket) ?? 0) > 0,
  );
  const tableSections = (
    write: Writers,
    heading: { title: string; name: string; first: string },
    labelOf: (bucket: Bucket) => DocumentValue,
  ): DocumentSection[] => [
    {
      kind: 'table',
      title: heading.title,
      name: heading.name,
      columns: eventColumns(write, heading.first, withWalkIns),
      rows: buckets.map((bucket) =>
        eventRow(labelOf(bucket), bucket, walkInsAt.get(bucket.bucket), withWalkIns),
      ),
    },
    ...(buckets.length === 0 ? [{ kind: 'text' as const, paragraphs: [write.texts.noData] }] : []),
  ];
  return { buckets, withWalkIns, tableSections };
}

/** Definitions of the event figures, and why FQV is blank where the location has no areas. */
export function eventExplanations(
  write: Writers,
  walkIns: boolean,
  totals: FootTrafficResponse['totals'],
): string[] {
  const e = write.texts.explain;
  const list = [e.impressions, e.visitors, e.walkBys, e.engagementRate, e.avgDwell, e.fqv];
  if (walkIns) list.push(e.walkIns);
  return [...list, ...fqvNotes(write, [totals])];
}

/** Walk-bys below, visitors on top: each bar is the impressions. */
export function impressionsBars(
  write: Writers,
  labels: string[],
  walkBys: (number | null)[],
  visitors: (number | null)[],
) {
  const k = write.texts.kpis;
  return {
    option: {
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: k.walkBys, type: 'bar', stack: 'impressions', data: walkBys },
        { name: k.visitors, type: 'bar', stack: 'impressions', data: visitors },
      ],
    },
  };
}
