// Date formats a report request may ask for in `dates[0].format` (docs/product.md section 3). The
// tokens are the usual ones: YYYY year, MM month 01-12, DD day 01-31, MMM the month's short name in
// the requester's locale.
export const REPORT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
  'DD MMM YYYY',
] as const;
export type ReportDateFormat = (typeof REPORT_DATE_FORMATS)[number];

/** The format a locale reads most naturally, for requests that do not say. */
export function defaultReportDateFormat(locale: string): ReportDateFormat {
  if (locale === 'en-US') return 'MM/DD/YYYY';
  return 'DD/MM/YYYY';
}

/**
 * Writes a local date (YYYY-MM-DD) in `format`; `locale` names the months for MMM. Pure string
 * work on the calendar date: no time zone can shift the day.
 */
export function formatReportDate(date: string, format: ReportDateFormat, locale: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  switch (format) {
    case 'YYYY-MM-DD':
      return date;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'DD.MM.YYYY':
      return `${day}.${month}.${year}`;
    case 'DD MMM YYYY': {
      const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
      );
      return `${day} ${monthName} ${year}`;
    }
  }
}
