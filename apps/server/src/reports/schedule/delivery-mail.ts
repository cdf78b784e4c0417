// The scheduled mail of a report: its period, subject and short text body, written in the
// report creator's locale like the attached PDF (numbers with Intl, dates in the locale's default
// report date format).
import {
  addDays,
  defaultReportDateFormat,
  formatCount,
  formatDuration,
  formatPercent,
  formatWhole,
  formatReportDate,
  localDateOf,
  type DateRange,
  type Locale,
  type ReportMetric,
  type ReportPeriod,
  type ReportResults,
} from '@footfall/core';
import { textsFor } from '../documents/texts';
import { reportMetricNames } from '../documents/texts/figure-names';
import { deliveryMailTexts, type DeliveryMailTexts } from './delivery-mail-texts';

/**
 * The period a scheduled mailing covers. A fixed period is sent as saved; a rolling one ends on
 * the local day BEFORE the slot (at 06:00 the slot's own day has barely begun).
 */
export function scheduledRange(period: ReportPeriod, timeZone: string, slotMs: number): DateRange {
  if (period.kind === 'fixed') return { start: period.start_date, end: period.end_date };
  const end = addDays(localDateOf(slotMs, timeZone), -1);
  return { start: addDays(end, 1 - period.days), end };
}

/** The period in words: one date, or "from ... to ...". */
export function periodText(range: DateRange, locale: Locale, words: DeliveryMailTexts): string {
  const format = defaultReportDateFormat(locale);
  const start = formatReportDate(range.start, format, locale);
  return range.start === range.end
    ? start
    : words.range(start, formatReportDate(range.end, format, locale));
}

const metricLabels = (locale: Locale) => reportMetricNames(textsFor(locale).kpis);

// The figures as the attached PDF writes them (core's one number formatter per locale).
function figureFormatter(locale: Locale) {
  return (metric: ReportMetric, value: number | null | undefined): string => {
    if (value === null || value === undefined) return '-';
    if (metric === 'capture_rate' || metric === 'engagement_rate')
      return formatPercent(value, locale);
    if (metric === 'avg_dwell_s') return formatDuration(value);
    return formatCount(value, locale);
  };
}

/** Headline figures shown in the body: the total rows of the first few locations. */
const HEADLINE_LOCATIONS = 5;

export function reportMail(input: {
  name: string;
  range: DateRange;
  results: ReportResults;
  link: string;
  fileName: string;
  locale: Locale;
}): { subject: string; text: string } {
  const { locale } = input;
  const words = deliveryMailTexts(locale);
  const labels = metricLabels(locale);
  const figure = figureFormatter(locale);
  const period = periodText(input.range, locale, words);
  const totals = input.results.rows.filter((row) => row.bucket === null);
  const lines = totals
    .slice(0, HEADLINE_LOCATIONS)
    .flatMap((row) => [
      '',
      row.location_name,
      ...Object.entries(row.values).map(
        ([metric, value]) =>
          `  ${words.figure(labels[metric as ReportMetric], figure(metric as ReportMetric, value))}`,
      ),
    ]);
  const left = totals.length - HEADLINE_LOCATIONS;
  if (left > 0) lines.push('', words.more(formatWhole(left, locale), left));
  return {
    subject: words.subject(input.name, period),
    text: [
      input.name,
      words.periodLine(period),
      ...lines,
      '',
      words.attached(input.fileName),
      words.open(input.link),
      '',
      words.why,
    ].join('\n'),
  };
}
