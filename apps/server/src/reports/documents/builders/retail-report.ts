// retail-report: a store over a range with change against the comparison period (compare=1, as
// the web's retail page): KPIs, traffic over time, busiest hours, visit duration, new vs returning
// visitors, and what each figure means or why the tier does not offer it.
import { doorCounter } from '../../../analytics/door-counter';
import { footTraffic } from '../../../analytics/foot-traffic';
import { profileQualifiers } from '../../../analytics/profile-qualifiers';
import { visitDuration } from '../../../analytics/visit-duration';
import type { DocumentBuilder, DocumentSection } from '../model';
import {
  comparisonNotes,
  dataNotes,
  documentFrame,
  locationName,
  openScope,
  rangeDays,
  rangeSubtitle,
  requestLocationRange,
  unavailableTexts,
  writers,
  fqvNotes,
} from './common';
import { figureBasisNotes, trafficEstimate } from './figure-basis';
import {
  busiestHoursSection,
  granularityFor,
  periodSections,
  retailKpis,
  returningSection,
  visitDurationSections,
} from './retail-figures';

export const buildRetailReport: DocumentBuilder = async (input) => {
  const write = writers(input.request);
  const t = write.texts;
  const { location, range } = await requestLocationRange(input);
  const scope = await openScope(input, location.id, range, granularityFor(rangeDays(range)), true);
  const traffic = await footTraffic(scope);
  input.reportProgress(0.25);
  const door = await doorCounter(scope);
  input.reportProgress(0.5);
  const visits = await visitDuration(scope);
  input.reportProgress(0.75);
  const profile = await profileQualifiers(scope);
  input.reportProgress(0.95);

  const busiest = traffic.busiest_hours ? busiestHoursSection(write, traffic.busiest_hours) : null;
  const returning = returningSection(write, profile);
  const sections: DocumentSection[] = [
    { kind: 'kpis', title: t.sections.keyFigures, items: retailKpis(write, traffic, door) },
    ...periodSections(write, traffic, door),
    ...(busiest ? [busiest] : []),
    ...visitDurationSections(write, visits),
    ...(returning ? [returning] : []),
  ];
  const e = t.explain;
  const comparison = traffic.comparison ?? door.comparison;
  return documentFrame(input, {
    title: t.titles.retail,
    subtitle: rangeSubtitle(write, location, range),
    timezone: scope.timeZone,
    sections,
    explanations: [
      e.visitors,
      e.walkBys,
      e.walkIns,
      e.captureRate,
      e.engagementRate,
      e.avgDwell,
      e.avgVisitDuration,
      e.fqv,
      ...fqvNotes(write, [traffic.totals]),
      ...(busiest ? [e.busiestHours] : []),
      ...(visits.visits !== null ? [e.visitDuration] : []),
      ...(returning ? [e.returning] : []),
      ...comparisonNotes(write, comparison),
      ...unavailableTexts(t, [...traffic.unavailable, ...door.unavailable]),
      ...dataNotes(write, scope, traffic.completeness),
      ...figureBasisNotes(
        write,
        trafficEstimate(locationName(location), traffic),
        door.unavailable.length === 0,
      ),
    ],
  });
};
