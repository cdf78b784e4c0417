// Sections of the retail report built from one analytics answer each: the KPI strip with change
// against the comparison period, the periods table, busiest hours, visit duration and new vs
// returning visitors.
import type {
  DoorCounterResponse,
  FootTrafficResponse,
  Granularity,
  ProfileQualifiersResponse,
  VisitDurationResponse,
} from '@footfall/core';
import type { DocumentSection, DocumentValue, KpiItem } from '../model';
import { count, date, duration, percent, type Writers } from './common';

/** Periods of a range: days up to two months, weeks up to half a year, then months. */
export function granularityFor(days: number): Granularity {
  if (days <= 62) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

export function retailKpis(
  write: Writers,
  traffic: FootTrafficResponse,
  door: DoorCounterResponse,
): KpiItem[] {
  const k = write.texts.kpis;
  const t = traffic.totals;
  // Changes as the analytics answer states them (core's catalogue rule), never recomputed here.
  const on = (field: keyof FootTrafficResponse['totals']) =>
    traffic.comparison?.changes[field] ?? null;
  return [
    { label: k.visitors, value: count(t.visitors), change: on('visitors') },
    { label: k.walkBys, value: count(t.walk_bys), change: on('walk_bys') },
    {
      label: k.walkIns,
      value: count(door.totals.walk_ins),
      change: door.comparison?.changes.walk_ins ?? null,
    },
    { label: k.captureRate, value: percent(t.capture_rate), change: on('capture_rate') },
    { label: k.engagementRate, value: percent(t.engagement_rate), change: on('engagement_rate') },
    { label: k.avgDwell, value: duration(t.avg_dwell_s), change: on('avg_dwell_s') },
    {
      label: k.avgVisitDuration,
      value: duration(t.avg_visit_duration_s),
      change: on('avg_visit_duration_s'),
    },
    { label: k.fqv, value: count(t.fqv), change: on('fqv') },
  ];
}

function periodCell(write: Writers, granularity: Granularity, bucket: string): DocumentValue {
  if (granularity === 'week') return write.texts.weekOf(write.date(bucket));
  if (granularity === 'month') {
    return new Intl.DateTimeFormat(write.locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${bucket}T00:00:00Z`));
  }
  return date(bucket);
}

/** Traffic over time (chart) and the figures of each period (table). */
export function periodSections(
  write: Writers,
  traffic: FootTrafficResponse,
  door: DoorCounterResponse,
): DocumentSection[] {
  const t = write.texts;
  const k = t.kpis;
  const granularity = traffic.range.granularity;
  const keys = [...new Set([...traffic.buckets, ...door.buckets].map((b) => b.bucket))].sort();
  const trafficAt = new Map(traffic.buckets.map((bucket) => [bucket.bucket, bucket]));
  const doorAt = new Map(door.buckets.map((bucket) => [bucket.bucket, bucket]));
  const withDoor = door.unavailable.length === 0;
  const label = (bucket: string) => {
    const cell = periodCell(write, granularity, bucket);
    return typeof cell === 'string' ? cell : write.date(bucket);
  };
  const series = [
    {
      name: k.visitors,
      type: 'line',
      data: keys.map((key) => trafficAt.get(key)?.visitors ?? null),
    },
    {
      name: k.walkBys,
      type: 'line',
      data: keys.map((key) => trafficAt.get(key)?.walk_bys ?? null),
    },
  ];
  if (withDoor)
    series.push({
      name: k.walkIns,
      type: 'line',
      data: keys.map((key) => doorAt.get(key)?.walk_ins ?? null),
    });
  const sections: DocumentSection[] = [];
  if (keys.length > 0) {
    sections.push({
      kind: 'chart',
      title: t.sections.trafficChart,
      chart: {
        option: {
          xAxis: { type: 'category', data: keys.map(label) },
          yAxis: { type: 'value', minInterval: 1 },
          series,
        },
      },
    });
  }
  sections.push({
    kind: 'table',
    title: t.sections.trafficTable,
    name: t.sheets.periods,
    columns: [
      { title: t.columns.period, align: 'left' },
      ...[k.visitors, k.walkBys, k.walkIns, k.captureRate, k.engagementRate, k.avgDwell, k.fqv].map(
        (title) => ({ title, align: 'right' as const }),
      ),
    ],
    rows: keys.map((key) => {
      const figures = trafficAt.get(key);
      return [
        periodCell(write, granularity, key),
        count(figures?.visitors),
        count(figures?.walk_bys),
        count(withDoor ? (doorAt.get(key)?.walk_ins ?? 0) : null),
        percent(figures?.capture_rate),
        percent(figures?.engagement_rate),
        duration(figures?.avg_dwell_s),
        count(figures?.fqv),
      ];
    }),
  });
  return sections;
}

/** Visitors per local hour (rows) and weekday (columns, Monday first), with the hour's total. */
export function busiestHoursSection(
  write: Writers,
  busiest: NonNullable<FootTrafficResponse['busiest_hours']>,
): DocumentSection | null {
  if (busiest.length === 0) return null;
  const hours = busiest.map((cell) => cell.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const at = new Map(busiest.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.visitors]));
  const rows: DocumentValue[][] = [];
  for (let hour = first; hour <= last; hour += 1) {
    const values = Array.from({ length: 7 }, (_, weekday) => at.get(`${weekday}:${hour}`) ?? 0);
    rows.push([
      write.hour(hour),
      ...values.map((value) => count(value)),
      count(values.reduce((a, b) => a + b, 0)),
    ]);
  }
  return {
    kind: 'table',
    title: write.texts.sections.busiestHours,
    name: write.texts.sheets.busiest,
    columns: [
      { title: write.texts.columns.hour, align: 'left' },
      ...Array.from({ length: 7 }, (_, weekday) => ({
        title: write.weekday(weekday).slice(0, 3),
        align: 'right' as const,
      })),
      { title: write.texts.columns.total, align: 'right' },
    ],
    rows,
  };
}

export function visitDurationSections(
  write: Writers,
  visits: VisitDurationResponse,
): DocumentSection[] {
  if (visits.visits === null) return [];
  const t = write.texts;
  const labels = visits.bins.map((bin) => t.durationBin(bin.min_minutes, bin.max_minutes));
  const total = visits.visits;
  return [
    {
      kind: 'kpis',
      title: t.sections.visitDuration,
      items: [
        { label: t.kpis.visits, value: count(visits.visits) },
        { label: t.kpis.avgVisitDuration, value: duration(visits.mean_s) },
        { label: t.kpis.medianVisitDuration, value: duration(visits.median_s) },
      ],
    },
    {
      kind: 'chart',
      title: t.sections.visitDurationTable,
      chart: {
        option: {
          xAxis: { type: 'category', data: labels, axisLabel: { interval: 0 } },
          yAxis: { type: 'value', minInterval: 1 },
          series: [{ name: t.kpis.visits, type: 'bar', data: visits.bins.map((b) => b.visits) }],
        },
        height: 220,
      },
    },
    {
      kind: 'table',
      title: t.columns.duration,
      name: t.sheets.durations,
      columns: [
        { title: t.columns.duration, align: 'left' },
        { title: t.columns.visits, align: 'right' },
        { title: t.columns.share, align: 'right' },
      ],
      rows: visits.bins.map((bin, index) => [
        labels[index] ?? '',
        count(bin.visits),
        percent(total > 0 ? bin.visits / total : null),
      ]),
    },
  ];
}

export function returningSection(
  write: Writers,
  profile: ProfileQualifiersResponse,
): DocumentSection | null {
  if (profile.visitors === null) return null;
  const k = write.texts.kpis;
  const share = (value: number | null) =>
    percent(value === null || !profile.visitors ? null : value / profile.visitors);
  return {
    kind: 'table',
    title: write.texts.sections.newVsReturning,
    name: write.texts.sheets.visitors,
    columns: [
      { title: write.texts.columns.figure, align: 'left' },
      { title: write.texts.columns.value, align: 'right' },
      { title: write.texts.columns.share, align: 'right' },
    ],
    rows: [
      [k.newVisitors, count(profile.new_visitors), share(profile.new_visitors)],
      [k.returningVisitors, count(profile.returning_visitors), share(profile.returning_visitors)],
      [
        k.randomizedVisitors,
        count(profile.randomized_visitors),
        share(profile.randomized_visitors),
      ],
      [k.returningRate, percent(profile.returning_rate), ''],
    ],
  };
}
