// The daily summary's e-mail: the location and the day, each figure with its change against the
// same weekday a week earlier, and a link to the location's dashboard. The webhook sends the
// event's detail as it is (alert-message.ts).
import { formatMetricChange, METRIC_LABELS } from '@footfall/core';
import type { SummaryFigure, SummaryMetric } from './daily-summary-figures';

// The mail is English for now (the recipient's language is issue 17); labels and changes come
// from core's catalogue, as on every other surface.
const LABELS: Record<SummaryMetric, string> = METRIC_LABELS['en-US'];

/** "Friday 20 November 2026" (the local date as given, no time zone arithmetic). */
export function longDate(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');

function formatValue(metric: SummaryMetric, value: number | null): string {
  if (value === null) return 'n/a';
  if (metric === 'capture_rate') return `${(100 * value).toFixed(1)}%`;
  if (metric === 'avg_dwell_s') {
    const seconds = Math.round(value);
    return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  }
  return count(value);
}

function formatChange(figure: SummaryFigure): string {
  if (figure.previous === null) return 'no figure a week earlier';
  if (figure.change.reason === 'not_comparable') return 'no comparable data a week earlier';
  const before = formatValue(figure.metric, figure.previous);
  if (figure.change.direction === 'flat') return `no change vs ${before}`;
  const change = formatMetricChange(figure.change, 'en-US');
  if (change === null) return `vs ${before}`;
  return `${change.replace(/\u00a0/g, ' ')} vs ${before}`;
}

const isFigure = (value: unknown): value is SummaryFigure =>
  typeof value === 'object' &&
  value !== null &&
  (value as SummaryFigure).metric in LABELS &&
  typeof (value as SummaryFigure).change === 'object';

export function dailySummaryMail(
  detail: Record<string, unknown>,
  where: string,
): { subject: string; body: string } {
  const day = typeof detail.local_date === 'string' ? detail.local_date : '?';
  const earlier = typeof detail.compared_to === 'string' ? detail.compared_to : '?';
  const figures = Array.isArray(detail.figures) ? detail.figures.filter(isFigure) : [];
  const lines = figures.map(
    (figure) =>
      `- ${LABELS[figure.metric]}: ${formatValue(figure.metric, figure.value)} (${formatChange(figure)})`,
  );
  const body = [
    `${where} on ${longDate(day)}, compared with ${longDate(earlier)}:`,
    '',
    ...(lines.length > 0 ? lines : ['No figures: the location offers no traffic metrics.']),
    '',
    `Dashboard: ${typeof detail.dashboard_url === 'string' ? detail.dashboard_url : ''}`,
  ].join('\n');
  return { subject: `Daily summary for ${where}, ${longDate(day)}`, body };
}
