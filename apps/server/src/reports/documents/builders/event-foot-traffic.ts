// event-report/foot-traffic: the event's days: the range's figures, visitors vs walk-bys per
// day, a table of the event days (days on which anybody was seen) and the busiest single hour.
import { localDateOf, type FootTrafficResponse } from '@footfall/core';
import { doorCounter } from '../../../analytics/door-counter';
import { footTraffic } from '../../../analytics/foot-traffic';
import type { DocumentBuilder, DocumentSection } from '../model';
import {
  dailyTraffic,
  dataNotes,
  date,
  documentFrame,
  locationName,
  openScope,
  rangeSubtitle,
  unavailableTexts,
  writers,
  type Writers,
} from './common';
import { eventBuckets, eventExplanations, eventKpis } from './event-figures';
import { figureBasisNotes, trafficEstimate } from './figure-basis';

/** "Tuesday 03/03/2026 10:00 AM, with 120 visitors", or that nobody came. */
export function busiestHourText(write: Writers, hourly: FootTrafficResponse): string {
  let best: FootTrafficResponse['buckets'][number] | null = null;
  for (const bucket of hourly.buckets) {
    if ((bucket.visitors ?? 0) > (best?.visitors ?? 0)) best = bucket;
  }
  if (!best || best.visitors === null || best.local_hour === null) return write.texts.noBusiestHour;
  const local = localDateOf(Date.parse(best.bucket), hourly.range.time_zone);
  const weekday = (new Date(`${local}T00:00:00Z`).getUTCDay() + 6) % 7;
  const when = `${write.weekday(weekday)} ${write.date(local)} ${write.hour(best.local_hour)}`;
  return write.texts.busiestHour(when, write.count(best.visitors), best.visitors);
}

export const buildEventFootTraffic: DocumentBuilder = async (input) => {
  const write = writers(input.request);
  const t = write.texts;
  const { location, range, scope, traffic } = await dailyTraffic(input);
  input.reportProgress(0.35);
  const door = await doorCounter(scope);
  input.reportProgress(0.6);
  const hourly = await footTraffic(await openScope(input, location.id, range, 'hour'));
  input.reportProgress(0.9);

  const { buckets: days, withWalkIns, tableSections } = eventBuckets(traffic, door);
  const k = t.kpis;
  const sections: DocumentSection[] = [
    { kind: 'kpis', title: t.sections.keyFigures, items: eventKpis(write, traffic, door) },
    { kind: 'text', paragraphs: [busiestHourText(write, hourly)] },
  ];
  if (days.length > 0) {
    sections.push({
      kind: 'chart',
      title: t.sections.perDayChart,
      chart: {
        option: {
          xAxis: { type: 'category', data: days.map((bucket) => write.date(bucket.bucket)) },
          yAxis: { type: 'value', minInterval: 1 },
          series: [
            { name: k.visitors, type: 'bar', data: days.map((bucket) => bucket.visitors) },
            { name: k.walkBys, type: 'bar', data: days.map((bucket) => bucket.walk_bys) },
          ],
        },
      },
    });
  }
  const heading = { title: t.sections.perDayTable, name: t.sheets.days, first: t.columns.day };
  sections.push(...tableSections(write, heading, (bucket) => date(bucket.bucket)));

  return documentFrame(input, {
    title: t.titles.eventFootTraffic,
    subtitle: rangeSubtitle(write, location, range),
    timezone: scope.timeZone,
    sections,
    explanations: [
      t.explain.eventDays,
      t.explain.hourly,
      ...eventExplanations(write, withWalkIns, traffic.totals),
      ...unavailableTexts(t, traffic.unavailable),
      ...dataNotes(write, scope, traffic.completeness),
      ...figureBasisNotes(write, trafficEstimate(locationName(location), traffic), withWalkIns),
    ],
  });
};
