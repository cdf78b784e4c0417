// The daily summary's e-mail: the location and the day, each figure with its change against the
// same weekday a week earlier, and a link to the location's dashboard. The webhook sends the
// event's detail as it is (alert-message.ts).
import type { SummaryFigure, SummaryMetric } from './daily-summary-figures';

const LABELS: Record<SummaryMetric, string> = {
  visitors: 'Visitors',
  walk_bys: 'Walk-bys',
  walk_ins: 'Walk-ins',
  capture_rate: 'Capture rate',
  avg_dwell_s: 'Average dwell',
};

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

const signed = (value: number, text: string) => `${value < 0 ? '-' : '+'}${text}`;

function formatChange(figure: SummaryFigure): string {
  if (figure.previous === null || figure.change === null) return 'no figure a week earlier';
  const before = formatValue(figure.metric, figure.previous);
  if (figure.change === 0) return `no change vs ${before}`;
  const change =
    figure.metric === 'capture_rate'
      ? signed(figure.change, `${Math.abs(100 * figure.change).toFixed(1)} pts`)
      : figure.change_pct === null
        ? signed(figure.change, formatValue(figure.metric, Math.abs(figure.change)))
        : signed(figure.change_pct, `${Math.abs(figure.change_pct).toFixed(1)}%`);
  return `${change} vs ${before}`;
}

const isFigure = (value: unknown): value is SummaryFigure =>
  typeof value === 'object' && value !== null && (value as SummaryFigure).metric in LABELS;

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
