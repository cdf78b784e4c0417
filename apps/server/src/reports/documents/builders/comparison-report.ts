// comparison-report: a saved report's locations side by side and period vs period on the
// comparison metrics, each graded (GET /api/system/reports/{id}/comparison computes the same
// figures), a chart of the percentile ranks, the report's own metrics per location and the
// grading rule in words. dates[0] may override the report's period.
import {
  formatMetricChange,
  COMPARISON_METRICS,
  COMPARISON_METRIC_UNITS,
  REPORT_FILE_MESSAGES,
  type ComparisonMetric,
  type GradedValue,
  type QualityGrade,
  type ReportComparison,
  type ReportComparisonQuery,
  type ReportMetric,
  type ReportResults,
} from '@footfall/core';
import { eq } from 'drizzle-orm';
import { reportItems } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { computeComparison, comparedRange } from '../../comparison';
import { reportAccess, type ReportAccess } from '../../report-access';
import { computeReportResults } from '../../report-results';
import type {
  BuildInput,
  DocumentBuilder,
  DocumentSection,
  DocumentValue,
  NumberStyle,
} from '../model';
import { documentFrame, num, writers, type Writers } from './common';
import { reportMetricNames } from '../texts/figure-names';
import { comparisonTextsFor, type ComparisonTexts } from './comparison-texts';
import { estimatesOf, figureBasisNotes } from './figure-basis';
import { MISSING } from '../render/format';
import { idIn, idOut } from '../../../db/ids';
import { pendingDatesAcross } from '../../../pipeline/dirty-day-marks';

const STYLES: Record<(typeof COMPARISON_METRIC_UNITS)[ComparisonMetric], NumberStyle> = {
  per_day: 'decimal',
  rate: 'percent',
  seconds: 'duration',
};
const valueOf = (metric: ComparisonMetric, value: number | null) =>
  num(value, STYLES[COMPARISON_METRIC_UNITS[metric]]);

const REPORT_METRIC_STYLES: Record<ReportMetric, NumberStyle> = {
  visitors: 'count',
  walk_bys: 'count',
  walk_ins: 'count',
  capture_rate: 'percent',
  engagement_rate: 'percent',
  avg_dwell_s: 'duration',
  fqv: 'count',
};

type Words = { write: Writers; c: ComparisonTexts };

const gradeWord = ({ write }: Words, graded: GradedValue): string =>
  graded.grade ? write.texts.grades[graded.grade as QualityGrade] : '—';

/** The period of the request: none (the report's own, per location zone) or both dates (the
 * missing one from the report's period, as generate.ts plans the file). */
function queryOf(input: BuildInput, access: ReportAccess): ReportComparisonQuery {
  const period = input.request.dates[0];
  if (!period?.start_date && !period?.end_date) return {};
  const zone = access.covered[0]?.timezone ?? 'UTC';
  const own = comparedRange(access, {}, zone, input.ctx.now());
  return { start_date: period.start_date ?? own.start, end_date: period.end_date ?? own.end };
}

// Two tables of the same shape (figures, then grades): one table of both is too wide to read
// on an A4 page, and the CSV and XLSX keep the figures as numbers.
function sideBySide(words: Words, comparison: ReportComparison): DocumentSection[] {
  const { c } = words;
  const metricColumns = COMPARISON_METRICS.map((metric) => ({
    title: c.short[metric],
    align: 'right' as const,
  }));
  return [
    {
      kind: 'table',
      title: c.sections.sideBySide,
      name: c.sheets.sideBySide,
      columns: [
        { title: c.columns.location, align: 'left' },
        { title: c.columns.type, align: 'left' },
        ...metricColumns,
      ],
      rows: comparison.locations.map((entry) => [
        entry.name,
        c.types[entry.type] ?? entry.type,
        ...COMPARISON_METRICS.map((metric) => valueOf(metric, entry.current[metric].value)),
      ]),
    },
    {
      kind: 'table',
      title: c.sections.grades,
      name: c.sheets.grades,
      columns: [
        { title: c.columns.location, align: 'left' },
        ...metricColumns.map((column) => ({ ...column, align: 'left' as const })),
      ],
      rows: comparison.locations.map((entry) => [
        entry.name,
        ...COMPARISON_METRICS.map((metric) => gradeWord(words, entry.current[metric])),
      ]),
    },
  ];
}

function periodVsPeriod(words: Words, comparison: ReportComparison): DocumentSection {
  const { c } = words;
  return {
    kind: 'table',
    title: c.sections.periods,
    name: c.sheets.periods,
    columns: [
      { title: c.columns.location, align: 'left' },
      { title: c.columns.metric, align: 'left' },
      { title: c.columns.current, align: 'right' },
      { title: c.columns.previous, align: 'right' },
      { title: c.columns.change, align: 'right' },
      { title: c.columns.currentGrade, align: 'left' },
      { title: c.columns.previousGrade, align: 'left' },
    ],
    rows: comparison.locations.flatMap((entry) =>
      COMPARISON_METRICS.map((metric): DocumentValue[] => [
        entry.name,
        c.metrics[metric],
        valueOf(metric, entry.current[metric].value),
        valueOf(metric, entry.previous[metric].value),
        formatMetricChange(entry.change[metric], words.write.locale) ?? MISSING,
        gradeWord(words, entry.current[metric]),
        gradeWord(words, entry.previous[metric]),
      ]),
    ),
  };
}

function percentileChart(words: Words, comparison: ReportComparison): DocumentSection {
  const { c } = words;
  return {
    kind: 'chart',
    title: c.sections.chart,
    description: c.sections.chartDescription,
    chart: {
      option: {
        legend: { data: comparison.locations.map((entry) => entry.name), top: 0 },
        grid: { top: 40, bottom: 30 },
        xAxis: {
          type: 'category',
          data: COMPARISON_METRICS.map((metric) => c.short[metric]),
        },
        yAxis: { type: 'value', min: 0, max: 100 },
        series: comparison.locations.map((entry) => ({
          name: entry.name,
          type: 'bar',
          data: COMPARISON_METRICS.map((metric) => {
            const percentile = entry.current[metric].percentile;
            return percentile === null ? null : Math.round(percentile * 10) / 10;
          }),
        })),
      },
      height: 260,
    },
  };
}

function savedFigures(words: Words, results: ReportResults, metrics: ReportMetric[]) {
  const names = reportMetricNames(words.write.texts.kpis);
  const section: DocumentSection = {
    kind: 'table',
    title: words.c.sections.saved,
    name: words.c.sheets.saved,
    columns: [
      { title: words.c.columns.location, align: 'left' },
      ...metrics.map((metric) => ({ title: names[metric], align: 'right' as const })),
    ],
    rows: results.rows
      .filter((row) => row.bucket === null)
      .map((row) => [
        row.location_name,
        ...metrics.map((metric) => {
          // A metric another location's item asks for is not this location's: left empty.
          const value = row.values[metric];
          return value === undefined ? '' : num(value, REPORT_METRIC_STYLES[metric]);
        }),
      ]),
  };
  return section;
}

function gradingSection(words: Words, comparison: ReportComparison): DocumentSection {
  const { write, c } = words;
  return {
    kind: 'text',
    title: c.sections.grading,
    paragraphs: [
      c.gradingRule,
      ...comparison.bands.map((band) => c.band(write.texts.grades[band.grade], band.from, band.to)),
      c.noGrade,
      ...comparison.peers.map((peer) =>
        c.peers(
          c.types[peer.type] ?? peer.type,
          write.count(peer.current),
          write.count(peer.previous),
          peer.current,
        ),
      ),
    ],
  };
}

export const buildComparisonReport: DocumentBuilder = async (input) => {
  const write = writers(input.request);
  const c = comparisonTextsFor(input.request.locale);
  const words = { write, c };
  if (!input.request.report_id) {
    throw new ApiError('ValidationException', REPORT_FILE_MESSAGES.reportNeeded, {
      report_id: REPORT_FILE_MESSAGES.reportNeeded,
    });
  }
  const access = await reportAccess(
    input.ctx,
    input.auth,
    idIn(input.request.report_id),
    'reports_view',
  );
  const query = queryOf(input, access);
  const comparison = await computeComparison(
    input.ctx,
    input.auth,
    input.log,
    access,
    query,
    (fraction) => input.reportProgress(fraction * 0.7),
  );

  // The report's own metrics over the same period (its per-location items apply).
  const items = await input.ctx.db
    .select()
    .from(reportItems)
    .where(eq(reportItems.reportId, access.report.id));
  const overrides = new Map(items.map((item) => [item.locationId, item.metrics]));
  const { report } = access;
  const period =
    query.start_date && query.end_date
      ? { kind: 'fixed' as const, start_date: query.start_date, end_date: query.end_date }
      : report.period;
  const results = await computeReportResults(
    input.ctx,
    input.auth,
    input.log,
    { ...report, period, comparison: false },
    access.covered,
    overrides,
    input.ctx.now(),
  );
  const metrics = [...new Set([...report.metrics, ...items.flatMap((item) => item.metrics)])];
  const covered = new Map(access.covered.map((location) => [idOut(location.id), location]));
  const estimates = await estimatesOf(
    input.ctx.db,
    comparison.locations.flatMap((entry) => {
      const location = covered.get(entry.location_id);
      return location ? [{ name: entry.name, location }] : [];
    }),
  );
  input.reportProgress(0.95);

  const sections: DocumentSection[] =
    comparison.locations.length === 0
      ? [{ kind: 'text', paragraphs: [c.noLocations] }]
      : [
          ...sideBySide(words, comparison),
          percentileChart(words, comparison),
          periodVsPeriod(words, comparison),
          savedFigures(words, results, metrics),
          gradingSection(words, comparison),
        ];
  const previous = comparison.comparison_range;
  const pending = await pendingDatesAcross(input.ctx, access.covered, [
    { start: comparison.range.start_date, end: comparison.range.end_date },
    { start: previous.start_date, end: previous.end_date },
  ]);
  return documentFrame(input, {
    title: c.title,
    subtitle: write.texts.subtitle(
      report.name,
      write.date(comparison.range.start_date),
      write.date(comparison.range.end_date),
    ),
    timezone: access.covered[0]?.timezone ?? 'UTC',
    sections,
    explanations: [
      ...COMPARISON_METRICS.map((metric) => c.explain[metric]),
      c.explain.periods(
        write.date(previous.start_date),
        write.date(previous.end_date),
        write.count(previous.days),
        previous.days > comparison.range.days,
        previous.days,
      ),
      c.explain.savedPeriod,
      ...(pending.length > 0
        ? [write.texts.explain.pendingDays(write.count(pending.length), pending.length)]
        : []),
      write.texts.explain.timezone(access.covered[0]?.timezone ?? 'UTC'),
      // Walk-ins are the only door-counter figure, in the saved figures' table when asked for.
      ...figureBasisNotes(
        write,
        estimates,
        comparison.locations.length > 0 && metrics.includes('walk_ins'),
      ),
    ],
  });
};
