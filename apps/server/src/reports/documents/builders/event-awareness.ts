// event-report/awareness: brand visibility of an event location: impressions, the visibility
// score (impressions per live hour, as the web's XM page computes it in brand-visibility.ts),
// the capture rate with its attraction grade (scores module), and impressions per day.
import type { FootTrafficResponse } from '@footfall/core';
import { scores } from '../../../analytics/scores';
import type { DocumentBuilder, DocumentSection } from '../model';
import {
  count,
  dailyTraffic,
  dataNotes,
  date,
  decimal,
  documentFrame,
  impressionsOf,
  locationName,
  percent,
  rangeSubtitle,
  unavailableTexts,
  writers,
} from './common';
import { anybodySeen, impressionsBars } from './event-figures';
import { figureBasisNotes, trafficEstimate } from './figure-basis';

/** Impressions per live hour: hours in which at least one gateway reported. */
export function visibilityOf(response: FootTrafficResponse) {
  const impressions = impressionsOf(response.totals);
  const { hours_in_range: hours, hours_without_data: silent } = response.completeness;
  const liveHours = Math.max(0, hours - silent);
  return {
    impressions,
    liveHours,
    score: impressions === null || liveHours === 0 ? null : impressions / liveHours,
  };
}

export const buildEventAwareness: DocumentBuilder = async (input) => {
  const write = writers(input.request);
  const t = write.texts;
  const k = t.kpis;
  const { location, range, scope, traffic } = await dailyTraffic(input);
  input.reportProgress(0.5);
  const graded = await scores(scope);
  input.reportProgress(0.9);

  const visibility = visibilityOf(traffic);
  const attraction = graded.scores.find((score) => score.name === 'attraction');
  const grade = attraction?.grade ? t.grades[attraction.grade] : null;
  const days = traffic.buckets.filter(anybodySeen);
  const sections: DocumentSection[] = [
    {
      kind: 'kpis',
      title: t.sections.keyFigures,
      items: [
        { label: k.impressions, value: count(visibility.impressions) },
        { label: k.visibilityScore, value: decimal(visibility.score), note: t.perLiveHour },
        {
          label: k.captureRate,
          value: percent(traffic.totals.capture_rate),
          ...(grade ? { note: t.gradeNote(grade) } : {}),
        },
        { label: k.walkBys, value: count(traffic.totals.walk_bys) },
        { label: k.visitors, value: count(traffic.totals.visitors) },
        { label: k.liveHours, value: count(visibility.liveHours) },
      ],
    },
  ];
  if (days.length > 0) {
    sections.push({
      kind: 'chart',
      title: t.sections.impressionsChart,
      chart: impressionsBars(
        write,
        days.map((bucket) => write.date(bucket.bucket)),
        days.map((bucket) => bucket.walk_bys),
        days.map((bucket) => bucket.visitors),
      ),
    });
  }
  sections.push({
    kind: 'table',
    title: t.sections.impressionsTable,
    name: t.sheets.days,
    columns: [
      { title: t.columns.day, align: 'left' },
      ...[k.impressions, k.walkBys, k.visitors, k.captureRate].map((title) => ({
        title,
        align: 'right' as const,
      })),
    ],
    rows: days.map((bucket) => [
      date(bucket.bucket),
      count(impressionsOf(bucket)),
      count(bucket.walk_bys),
      count(bucket.visitors),
      percent(bucket.capture_rate),
    ]),
  });
  if (days.length === 0) sections.push({ kind: 'text', paragraphs: [t.noData] });

  const gradeText =
    attraction && attraction.grade && attraction.percentile !== null
      ? t.explain.grade(
          t.grades[attraction.grade],
          write.count(attraction.percentile),
          write.count(attraction.peers),
          attraction.peers,
        )
      : t.explain.noGrade;
  return documentFrame(input, {
    title: t.titles.eventAwareness,
    subtitle: rangeSubtitle(write, location, range),
    timezone: scope.timeZone,
    sections,
    explanations: [
      t.explain.impressions,
      t.explain.visibilityScore(write.count(visibility.liveHours), visibility.liveHours),
      t.explain.captureRate,
      gradeText,
      t.explain.eventDays,
      ...unavailableTexts(t, traffic.unavailable),
      ...dataNotes(write, scope, traffic.completeness),
      ...figureBasisNotes(write, trafficEstimate(locationName(location), traffic), false),
    ],
  });
};
