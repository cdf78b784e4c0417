// event-daily: one day of an event location (live event, show, booth) hour by hour: the day's
// figures, impressions per hour (walk-bys + visitors) and a table of every hour with figures.
// The range is dates[0], one day (generate.ts checks start = end).
import type { FootTrafficResponse } from '@footfall/core';
import { doorCounter } from '../../../analytics/door-counter';
import { footTraffic } from '../../../analytics/foot-traffic';
import type { DocumentBuilder, DocumentSection } from '../model';
import {
  dataNotes,
  documentFrame,
  locationName,
  openScope,
  requestLocationRange,
  unavailableTexts,
  writers,
  type Writers,
} from './common';
import { eventBuckets, eventExplanations, eventKpis, impressionsBars } from './event-figures';
import { figureBasisNotes, trafficEstimate } from './figure-basis';

/** Every hour from the first to the last with figures, so quiet hours show as gaps. */
function hourlyBars(write: Writers, hours: FootTrafficResponse['buckets']) {
  const local = hours.flatMap((bucket) => (bucket.local_hour === null ? [] : [bucket.local_hour]));
  const axis: number[] = [];
  for (let hour = Math.min(...local); hour <= Math.max(...local); hour += 1) axis.push(hour);
  const at = (hour: number) => hours.find((bucket) => bucket.local_hour === hour);
  return impressionsBars(
    write,
    axis.map((hour) => write.hour(hour)),
    axis.map((hour) => at(hour)?.walk_bys ?? null),
    axis.map((hour) => at(hour)?.visitors ?? null),
  );
}

export const buildEventDaily: DocumentBuilder = async (input) => {
  const write = writers(input.request);
  const t = write.texts;
  const { location, range } = await requestLocationRange(input);
  const day = range.start;
  const scope = await openScope(input, location.id, { start: day, end: day }, 'hour');
  input.reportProgress(0.2);
  const traffic = await footTraffic(scope);
  input.reportProgress(0.6);
  const door = await doorCounter(scope);
  input.reportProgress(0.9);

  const { buckets: hours, withWalkIns, tableSections } = eventBuckets(traffic, door);
  const hourLabel = (local: number | null) => (local === null ? '' : write.hour(local));
  const sections: DocumentSection[] = [
    { kind: 'kpis', title: t.sections.keyFigures, items: eventKpis(write, traffic, door) },
  ];
  if (hours.length > 0) {
    sections.push({
      kind: 'chart',
      title: t.sections.perHourChart,
      chart: hourlyBars(write, hours),
    });
  }
  const heading = { title: t.sections.perHourTable, name: t.sheets.hours, first: t.columns.hour };
  sections.push(...tableSections(write, heading, (bucket) => hourLabel(bucket.local_hour)));

  return documentFrame(input, {
    title: t.titles.eventDaily,
    subtitle: t.oneDaySubtitle(locationName(location), write.date(day)),
    timezone: scope.timeZone,
    sections,
    explanations: [
      t.explain.eventDaily,
      ...eventExplanations(write, withWalkIns, traffic.totals),
      // Walk-ins are shown only with a door counter: their absence needs no excuse here.
      ...unavailableTexts(t, traffic.unavailable),
      ...dataNotes(write, scope, traffic.completeness),
      ...figureBasisNotes(write, trafficEstimate(locationName(location), traffic), withWalkIns),
    ],
  });
};
