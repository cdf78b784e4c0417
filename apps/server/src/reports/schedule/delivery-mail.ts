// The scheduled mail of a report: its period, subject and short text body. The mail is written in
// English (like the alert mails); the attached PDF is in the creator's locale.
import {
  addDays,
  formatDuration,
  localDateOf,
  type DateRange,
  type ReportMetric,
  type ReportPeriod,
  type ReportResults,
} from '@footfall/core';

/**
 * The period a scheduled mailing covers. A fixed period is sent as saved; a rolling one ends on
 * the local day BEFORE the slot (at 06:00 the slot's own day has barely begun).
 */
export function scheduledRange(period: ReportPeriod, timeZone: string, slotMs: number): DateRange {
  if (period.kind === 'fixed') return { start: period.start_date, end: period.end_date };
  const end = addDays(localDateOf(slotMs, timeZone), -1);
  return { start: addDays(end, 1 - period.days), end };
}

export const periodText = (range: DateRange) =>
  range.start === range.end ? range.start : `${range.start} to ${range.end}`;

const METRIC_LABELS: Record<ReportMetric, string> = {
  visitors: 'Visitors',
  walk_bys: 'Walk-bys',
  walk_ins: 'Walk-ins',
  capture_rate: 'Capture rate',
  engagement_rate: 'Engagement rate',
  avg_dwell_s: 'Average dwell time',
  fqv: 'Frequent visitors',
};

function figureText(metric: ReportMetric, value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  if (metric === 'capture_rate' || metric === 'engagement_rate')
    return `${(value * 100).toFixed(1)} %`;
  if (metric === 'avg_dwell_s') return formatDuration(value);
  return Math.round(value).toLocaleString('en-US');
}

/** Headline figures shown in the body: the total rows of the first few locations. */
const HEADLINE_LOCATIONS = 5;

export function reportMail(input: {
  name: string;
  range: DateRange;
  results: ReportResults;
  link: string;
  fileName: string;
}): { subject: string; text: string } {
  const period = periodText(input.range);
  const totals = input.results.rows.filter((row) => row.bucket === null);
  const lines = totals
    .slice(0, HEADLINE_LOCATIONS)
    .flatMap((row) => [
      '',
      row.location_name,
      ...Object.entries(row.values).map(
        ([metric, value]) =>
          `  ${METRIC_LABELS[metric as ReportMetric]}: ${figureText(metric as ReportMetric, value)}`,
      ),
    ]);
  if (totals.length > HEADLINE_LOCATIONS)
    lines.push('', `... and ${totals.length - HEADLINE_LOCATIONS} more locations in the PDF.`);
  return {
    subject: `${input.name}: ${period}`,
    text: [
      `${input.name}`,
      `Period: ${period}`,
      ...lines,
      '',
      `The full report is attached (${input.fileName}).`,
      `Open it in Footfall: ${input.link}`,
      '',
      'You receive this mail because you are a recipient of this scheduled report.',
    ].join('\n'),
  };
}
