// One figure, one value (issue 12): a store fed a hand-made history with known answers; for a
// partial today (by hour), the last 7 days and the last 30 days with their comparison, every
// figure of the metric catalogue the retail report shows has the same value and the same change
// in the analytics API, the retail PDF (pdftotext), its CSV and its XLSX, and the comparison
// report (API and PDF) gives the API's totals as its five metrics with the catalogue's changes.
// One surface that disagrees fails the suite. (The dashboard cards, the insight and the PDF are
// read in Chromium by e2e/tests/dashboards.spec.ts and, on the demo's real history for 30 days,
// 7 days and today, by e2e/first-start/default-views.spec.ts; the daily summary mail by
// daily-summary.test.ts.)
import {
  addDays,
  comparisonMetricsOf,
  formatMetricChange,
  METRIC_CATALOGUE,
  metricChange,
  zonedTimeToUtc,
  type MetricChange,
  type MetricKey,
} from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { rollupFixture } from './helpers/rollup-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { fetchFile, formatter, pdfText, workbookCells } from './report-files.helpers';

const TIME_ZONE = 'Europe/Paris';
const TODAY = '2026-05-20';
const NOW_HOUR = 15; // now: 15:30 local
const OPEN = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const HISTORY_DAYS = 100;

/** The known answer of one open hour of day number `n` (days since the start of history). */
function hourOf(n: number, hour: number) {
  const visitors = 10 + (n % 7) + (hour % 3);
  const walkBys = 30 + 2 * (n % 5) + hour;
  return {
    visitors,
    walkBys,
    engagers: Math.floor(visitors / 2),
    fqv: n % 4 === 0 ? 2 : 1,
    returningVisitors: Math.floor(visitors / 5),
    randomizedVisitors: 3,
    dwellSSum: visitors * (240 + (n % 9) * 10),
    durationSSum: visitors * (400 + (n % 6) * 10),
    walkIns: visitors + 4,
    walkOuts: visitors + 3,
    occupancyMax: 6,
  };
}

// The retail report's key figures, by the catalogue field each shows, and the label it carries.
const RETAIL_FIGURES: { field: MetricKey; label: string; door?: boolean }[] = [
  { field: 'visitors', label: 'Visitors' },
  { field: 'walk_bys', label: 'Walk-bys' },
  { field: 'walk_ins', label: 'Walk-ins', door: true },
  { field: 'capture_rate', label: 'Capture rate' },
  { field: 'engagement_rate', label: 'Engagement rate' },
  { field: 'avg_dwell_s', label: 'Average dwell' },
  { field: 'avg_visit_duration_s', label: 'Average visit duration' },
  { field: 'fqv', label: 'FQV' },
];

const STYLES: Partial<Record<MetricKey, 'percent' | 'duration' | 'count'>> = {
  capture_rate: 'percent',
  engagement_rate: 'percent',
  avg_dwell_s: 'duration',
  avg_visit_duration_s: 'duration',
};

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

describe('one figure, one value on every surface', () => {
  let server: TestServer;
  let fx: Fixture;
  let store: string;
  let reportId: string;

  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    fx = await organisationFixture(server);
    store = fx.location.id;
    const rollups = await rollupFixture(server, Number(store));
    const first = addDays(TODAY, -HISTORY_DAYS);
    const hours: { date: string; hour: number; n: number }[] = [];
    for (let n = 0; n <= HISTORY_DAYS; n++) {
      const date = addDays(first, n);
      for (const hour of OPEN) if (date < TODAY || hour <= NOW_HOUR) hours.push({ date, hour, n });
    }
    await rollups.hourly(hours.map(({ date, hour, n }) => ({ date, hour, ...hourOf(n, hour) })));
    // The gateway and the door counter reported every open hour: the periods are comparable.
    await rollups.gatewayHourly(
      hours.map(({ date, hour }) => ({
        date,
        hour,
        sensorId: 1,
        detections: 50,
        heartbeats: 1,
        minutesSeen: 60,
      })),
    );
    await rollups.doorIntervals(hours.map(({ date, hour }) => ({ date, hour })));
    const now = zonedTimeToUtc(TODAY, NOW_HOUR, TIME_ZONE) + 30 * 60_000;
    server.clock.advance(now - server.ctx.now().getTime());

    const report = await server.request('POST', '/api/system/reports', {
      token: fx.tokens.owner,
      body: {
        name: 'Consistency',
        location_ids: [store],
        metrics: ['visitors', 'capture_rate'],
        period: { kind: 'fixed', start_date: addDays(TODAY, -6), end_date: TODAY },
      },
    });
    expect(report.status).toBe(201);
    reportId = report.body.data.id;
  }, 120_000);
  afterAll(() => server?.stop());

  const api = async (endpoint: string, query: string) => {
    const res = await server.request('GET', `/api/v1/locations/${store}/${endpoint}?${query}`, {
      token: fx.tokens.owner,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const file = async (kind: string, body: Record<string, unknown>) => {
    const answer = await fetchFile(server, 'POST', `/report/${kind}`, fx.tokens.owner, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.body;
  };

  const RANGES = [
    { name: 'a partial today', start: TODAY, end: TODAY, granularity: 'hour' },
    {
      name: 'the last 7 days',
      start: addDays(TODAY, -7),
      end: addDays(TODAY, -1),
      granularity: 'day',
    },
    { name: 'the last 30 days', start: addDays(TODAY, -29), end: TODAY, granularity: 'day' },
  ] as const;

  describe.each(RANGES)('$name', (range) => {
    const query = `start_date=${range.start}&end_date=${range.end}&granularity=${range.granularity}&compare=1`;
    const dates = [{ start_date: range.start, end_date: range.end }];

    it('has the same values and changes in the API, the PDF, the CSV and the XLSX', async () => {
      const traffic = await api('foot-traffic', query);
      const door = await api('door-counter', query);
      expect(traffic.comparison.comparable).toBe(true);
      expect(door.comparison.comparable).toBe(true);
      // Containment: an additive figure's total is the sum of its buckets (catalogue `additive`).
      for (const field of ['visitors', 'walk_bys', 'engagers', 'fqv'] as const) {
        expect(METRIC_CATALOGUE[field].additive).toBe(true);
        const sum = traffic.buckets.reduce(
          (total: number, bucket: Record<string, number>) => total + bucket[field]!,
          0,
        );
        expect(sum, `${range.name}: ${field} buckets`).toBe(traffic.totals[field]);
      }
      const answerOf = (figure: (typeof RETAIL_FIGURES)[number]) => {
        const source = figure.door ? door : traffic;
        return {
          value: source.totals[figure.field] as number,
          change: source.comparison.changes[figure.field] as MetricChange,
        };
      };

      const pdf = plain(await pdfText(await file('retail-report', { location_id: store, dates })));
      const csv = (
        await file('retail-report', { location_id: store, dates, file_format: 'csv' })
      ).toString('utf8');
      const cells = await workbookCells(
        await file('retail-report', { location_id: store, dates, file_format: 'xlsx' }),
      );
      const pdfFormat = formatter('en-US');
      const csvFormat = formatter('en-US', false);

      for (const figure of RETAIL_FIGURES) {
        const { value, change } = answerOf(figure);
        const style = STYLES[figure.field] ?? 'count';
        const changeText = formatMetricChange(change, 'en-US');
        expect(change.value, `${range.name}: ${figure.field} has a change`).not.toBeNull();
        // PDF: the KPI box writes the label, the value and the change "vs previous period".
        const shown = plain(pdfFormat.number(value, style));
        expect(pdf, `${range.name}: PDF ${figure.label}`).toContain(shown);
        expect(pdf, `${range.name}: PDF ${figure.label} change`).toContain(
          `${plain(changeText!)} vs previous period`,
        );
        // CSV: the key figures block, one row per figure.
        const row = csv
          .split('\r\n')
          .find(
            (line) => line.startsWith(`${figure.label},`) || line.startsWith(`"${figure.label}"`),
          );
        expect(row, `${range.name}: CSV row ${figure.label}`).toBeDefined();
        expect(plain(row!)).toContain(plain(csvFormat.number(value, style)));
        expect(plain(row!)).toContain(plain(changeText!));
        // XLSX: the summary row holds the number and the change as numbers.
        const at = cells.indexOf(figure.label);
        expect(at, `${range.name}: XLSX ${figure.label}`).toBeGreaterThanOrEqual(0);
        const xlsxValue = cells[at + 1] as number;
        const xlsxChange = cells[at + 2] as number;
        // Durations are Excel times (read back as dates by the helper): their text is checked in
        // the PDF and the CSV above.
        if (style !== 'duration') expect(xlsxValue).toBeCloseTo(value, 9);
        expect(xlsxChange).toBeCloseTo(
          change.kind === 'points' ? Math.round(change.value! * 1000) / 10 : change.value!,
          9,
        );
      }
    });

    it('gives the comparison report the API totals and the catalogue changes', async () => {
      const traffic = await api('foot-traffic', query);
      const previousQuery = `start_date=${traffic.comparison.start_date}&end_date=${traffic.comparison.end_date}&granularity=day`;
      const before = await api('foot-traffic', previousQuery);
      const comparison = (
        await server.request(
          'GET',
          `/api/system/reports/${reportId}/comparison?start_date=${range.start}&end_date=${range.end}`,
          { token: fx.tokens.owner },
        )
      ).body.data;
      const entry = comparison.locations.find(
        (location: { location_id: string }) => location.location_id === store,
      );
      const totalsOf = (answer: typeof traffic) => ({
        walk_bys: answer.totals.walk_bys,
        visitors: answer.totals.visitors,
        engagers: answer.totals.engagers,
        fqv: answer.totals.fqv,
        dwell_s_sum: answer.totals.avg_dwell_s * answer.totals.visitors,
      });
      const current = comparisonMetricsOf(totalsOf(traffic), traffic.range.days);
      const previous = comparisonMetricsOf(totalsOf(before), before.range.days);
      const pdf = plain(
        await pdfText(
          await file('comparison-report', {
            report_id: reportId,
            dates: [{ start_date: range.start, end_date: range.end }],
          }),
        ),
      );
      for (const metric of ['mean', 'attraction', 'engagement', 'dwell', 'FQV'] as const) {
        expect(entry.current[metric].value, `${range.name}: ${metric}`).toBeCloseTo(
          current[metric]!,
          9,
        );
        expect(entry.previous[metric].value).toBeCloseTo(previous[metric]!, 9);
        const expected = metricChange(metric, current[metric], previous[metric]);
        expect(entry.change[metric].kind).toBe(expected.kind);
        expect(entry.change[metric].value).toBeCloseTo(expected.value!, 9);
        expect(pdf, `${range.name}: comparison PDF ${metric}`).toContain(
          plain(formatMetricChange(entry.change[metric], 'en-US')!),
        );
      }
    });
  });
});
