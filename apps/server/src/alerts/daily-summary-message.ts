// The daily summary's e-mail, in the recipient's language: the location and the day, each figure
// with its change against the same weekday a week earlier, and a link to the location's dashboard.
// Labels and changes come from core's catalogue, as on every other surface. The webhook sends the
// event's detail as it is (alert-message.ts).
import {
  formatCount,
  formatMetricChange,
  formatPercent,
  METRIC_LABELS,
  splitDuration,
  type Locale,
} from '@footfall/core';
import { alertMailTexts } from './alert-mail-texts';
import type { SummaryFigure, SummaryMetric } from './daily-summary-figures';

/** "Friday 20 November 2026", "vendredi 20 novembre 2026" (the local date as given). English
 * mails write the day first, as both English locales read it in a sentence. */
export function longDate(date: string, locale: Locale): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

// Figures as the dashboards write them (core's one number formatter per locale).
function valueFormatter(locale: Locale) {
  const missing = alertMailTexts(locale).summary.missing;
  return (metric: SummaryMetric, value: number | null): string => {
    if (value === null) return missing;
    if (metric === 'capture_rate') return formatPercent(value, locale);
    if (metric === 'avg_dwell_s') {
      const { minutes, seconds } = splitDuration(value);
      return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
    }
    return formatCount(value, locale);
  };
}

const isFigure = (value: unknown): value is SummaryFigure =>
  typeof value === 'object' &&
  value !== null &&
  (value as SummaryFigure).metric in METRIC_LABELS['en-US'] &&
  typeof (value as SummaryFigure).change === 'object';

// Mail clients may not keep no-break spaces: plain ones read the same.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export function dailySummaryMail(
  detail: Record<string, unknown>,
  where: string,
  locale: Locale,
): { subject: string; body: string } {
  const words = alertMailTexts(locale).summary;
  const labels = METRIC_LABELS[locale];
  const formatValue = valueFormatter(locale);
  const changeOf = (figure: SummaryFigure): string => {
    if (figure.previous === null) return words.noEarlierFigure;
    if (figure.change.reason === 'not_comparable') return words.notComparable;
    const before = formatValue(figure.metric, figure.previous);
    if (figure.change.direction === 'flat') return words.noChange(before);
    const change = formatMetricChange(figure.change, locale);
    return change === null ? words.versus('', before).trim() : words.versus(change, before);
  };
  const day = longDate(typeof detail.local_date === 'string' ? detail.local_date : '?', locale);
  const earlier = longDate(
    typeof detail.compared_to === 'string' ? detail.compared_to : '?',
    locale,
  );
  const figures = Array.isArray(detail.figures) ? detail.figures.filter(isFigure) : [];
  const lines = figures.map((figure) =>
    words.line(labels[figure.metric], formatValue(figure.metric, figure.value), changeOf(figure)),
  );
  const body = [
    words.intro(where, day, earlier),
    '',
    ...(lines.length > 0 ? lines : [words.none]),
    '',
    words.dashboard(typeof detail.dashboard_url === 'string' ? detail.dashboard_url : ''),
  ].join('\n');
  return { subject: plain(words.subject(where, day)), body: plain(body) };
}
