import type { ReportPeriod, ReportSchedule } from '@footfall/core';
import type { TFunction } from 'i18next';

const dayOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** "Last 30 days", or the fixed dates in the locale ("Mar 1 – 31, 2026", "1–31 Mar 2026"). */
export function describePeriod(period: ReportPeriod, locale: string, t: TFunction): string {
  if (period.kind === 'rolling')
    return t('reports.period.lastDays', { days: period.days, count: period.days });
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(dayOf(period.start_date), dayOf(period.end_date));
}

/** "Not scheduled", "Weekly to 2 recipients", "Daily to 1 recipient", "Monthly, no recipients". */
export function describeSchedule(schedule: ReportSchedule, t: TFunction): string {
  if (schedule.frequency === 'none') return t('reports.schedule.none');
  const frequency = t(`reports.frequencies.${schedule.frequency}`);
  const count = schedule.recipients.length;
  if (count === 0) return t('reports.schedule.noRecipients', { frequency });
  if (count === 1) return t('reports.schedule.oneRecipient', { frequency });
  return t('reports.schedule.recipients', { frequency, count });
}

/** The last run in the locale's date and time, or "Never". */
export function describeLastRun(iso: string | null, locale: string, t: TFunction): string {
  if (!iso) return t('reports.never');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
