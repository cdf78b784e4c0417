// bubble-report: the booths of a show (its child locations, as the web's attendee-tracking page
// finds them through child_ids) compared: per booth visitors, average dwell and engagement rate,
// a bubble chart (x visitors, y average dwell, size engagement rate) and a table ranked by
// visitors. Each booth is read like GET /api/v1/locations/{booth}/foot-traffic; the summary's
// visitors are the show's own figure (people seen anywhere in the show, docs/metrics.md), never
// the booths' sum, which counts a person seen at two booths twice.
import type { FootTrafficFigures } from '@footfall/core';
import { footTraffic } from '../../../analytics/foot-traffic';
import { permissionsAt, type UserScope } from '../../../organisation/access';
import type { DocumentBuilder, DocumentSection } from '../model';
import {
  count,
  documentFrame,
  duration,
  impressionsOf,
  locationName,
  type LocationRow,
  openScope,
  percent,
  rangeSubtitle,
  requestLocationRange,
  writers,
  fqvNotes,
} from './common';
import { figureBasisNotes, trafficEstimate, type LocatedEstimate } from './figure-basis';

/** The show's booths the caller may read reports of, in id order. */
export function boothsOf(scope: UserScope, showId: number): LocationRow[] {
  return [...scope.locations.values()]
    .filter((row) => row.parentId === showId && permissionsAt(scope, row).has('reports_view'))
    .sort((a, b) => a.id - b.id);
}

type BoothFigures = { booth: LocationRow; name: string; totals: FootTrafficFigures };

/** Busiest first (ties by name); booths without a visitor figure last, unranked. */
export function rankBooths(rows: readonly BoothFigures[]) {
  const sorted = [...rows].sort(
    (a, b) => (b.totals.visitors ?? -1) - (a.totals.visitors ?? -1) || a.name.localeCompare(b.name),
  );
  const total = sorted.reduce((sum, row) => sum + (row.totals.visitors ?? 0), 0);
  let rank = 0;
  return sorted.map((row, index) => {
    const previous = sorted[index - 1];
    if (row.totals.visitors !== null && previous?.totals.visitors !== row.totals.visitors)
      rank = index + 1;
    return {
      ...row,
      rank: row.totals.visitors === null ? null : rank,
      share: row.totals.visitors === null || total === 0 ? null : row.totals.visitors / total,
    };
  });
}

/** Bubble diameters: the smallest stays visible, the largest leaves room for the others. */
const BUBBLE = { min: 10, max: 48 };

export const buildBubbleReport: DocumentBuilder = async (input) => {
  const write = writers(input.request);
  const t = write.texts;
  const k = t.kpis;
  const { location, scope: userScope, range } = await requestLocationRange(input);
  const booths = boothsOf(userScope, location.id);
  const show = await footTraffic(await openScope(input, location.id, range, 'day'));
  const figures: BoothFigures[] = [];
  const estimates: LocatedEstimate[] = trafficEstimate(locationName(location), show);
  for (const [index, booth] of booths.entries()) {
    const traffic = await footTraffic(await openScope(input, booth.id, range, 'day'));
    figures.push({ booth, name: locationName(booth), totals: traffic.totals });
    estimates.push(...trafficEstimate(locationName(booth), traffic));
    input.reportProgress((index + 1) / booths.length);
  }
  const ranked = rankBooths(figures);
  const drawable = ranked.filter(
    (row) => row.totals.visitors !== null && row.totals.avg_dwell_s !== null,
  );
  const top = Math.max(0, ...drawable.map((row) => row.totals.engagement_rate ?? 0));
  const notDrawn = ranked.filter((row) => !drawable.includes(row)).map((row) => row.name);

  const sections: DocumentSection[] = [
    {
      kind: 'kpis',
      title: t.sections.summary,
      items: [
        { label: k.booths, value: count(booths.length) },
        {
          label: k.visitors,
          value: count(show.totals.visitors),
        },
      ],
    },
  ];
  if (drawable.length > 0) {
    sections.push({
      kind: 'chart',
      title: t.sections.bubbleChart,
      description: t.explain.bubble,
      chart: {
        option: {
          // Room for the axis names and the bubbles' labels (the renderer's grid is tighter).
          grid: {
            left: 8,
            right: 32,
            top: 48,
            bottom: 28,
            outerBoundsMode: 'same',
            outerBoundsContain: 'axisLabel',
          },
          xAxis: {
            type: 'value',
            name: k.visitors,
            nameLocation: 'middle',
            nameGap: 22,
            boundaryGap: ['5%', '12%'],
          },
          yAxis: {
            type: 'value',
            name: `${k.avgDwell} (min)`,
            nameTextStyle: { align: 'left' },
            boundaryGap: ['5%', '15%'],
          },
          series: [
            {
              type: 'scatter',
              label: { show: true, position: 'top', formatter: '{b}' },
              data: drawable.map((row) => {
                const rate = row.totals.engagement_rate;
                const relative = top > 0 && rate !== null ? rate / top : 0;
                return {
                  name: row.name,
                  value: [row.totals.visitors, Math.round((row.totals.avg_dwell_s ?? 0) / 6) / 10],
                  symbolSize: BUBBLE.min + (BUBBLE.max - BUBBLE.min) * Math.sqrt(relative),
                };
              }),
            },
          ],
        },
        height: 320,
      },
    });
  }
  sections.push({
    kind: 'table',
    title: t.sections.boothTable,
    name: t.sheets.booths,
    columns: [
      { title: t.columns.rank, align: 'right' },
      { title: t.columns.booth, align: 'left' },
      ...[
        k.visitors,
        t.columns.trafficShare,
        k.engagementRate,
        k.avgDwell,
        k.fqv,
        k.impressions,
      ].map((title) => ({ title, align: 'right' as const })),
    ],
    rows: ranked.map((row) => [
      row.rank === null ? '' : count(row.rank),
      row.name,
      count(row.totals.visitors),
      percent(row.share),
      percent(row.totals.engagement_rate),
      duration(row.totals.avg_dwell_s),
      count(row.totals.fqv),
      count(impressionsOf(row.totals)),
    ]),
  });
  if (booths.length === 0) sections.push({ kind: 'text', paragraphs: [t.noData] });

  return documentFrame(input, {
    title: t.titles.bubble,
    subtitle: rangeSubtitle(write, location, range),
    timezone: location.timezone,
    sections,
    explanations: [
      t.explain.bubble,
      t.explain.visitors,
      t.explain.avgDwell,
      t.explain.engagementRate,
      t.explain.fqv,
      ...fqvNotes(
        write,
        ranked.map((row) => row.totals),
      ),
      ...(notDrawn.length > 0 ? [t.explain.notDrawn(notDrawn.join(', '))] : []),
      t.explain.timezone(location.timezone),
      ...figureBasisNotes(write, estimates, false),
    ],
  });
};
