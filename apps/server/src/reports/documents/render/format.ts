// Values of a report document written in the requester's locale: the PDF, the CSV and the XLSX
// summary all go through here so the three formats show the same figures the same way.
import {
  formatDuration,
  formatMetricChange,
  type MetricChange,
  formatReportDate,
  isTimeZone,
  localDateOf,
  type Locale,
  type ReportDateFormat,
  countStyle,
  decimalSeparator,
  numberFormat,
  type NumberStyleName,
} from '@footfall/core';
import type { DocumentValue, NumberStyle } from '../model';
import { renderTexts } from './render-texts';

/** What a missing figure is written as. */
export const MISSING = '—';

export type ValueFormatter = {
  locale: Locale;
  /** The locale's decimal separator ("." or ","). */
  decimalSeparator: string;
  number: (value: number | null, style: NumberStyle) => string;
  value: (value: DocumentValue) => string;
  /** A change as core writes it everywhere ("+12.3%", "+2.1 pts"); none -> "—". */
  change: (change: MetricChange | null | undefined) => string;
  /** A local date (YYYY-MM-DD) in the document's date format. */
  date: (date: string) => string;
  /** An instant as the date (document's format) and time of day in `timeZone`. */
  dateTime: (at: Date, timeZone: string) => string;
};

export type FormatOptions = {
  locale: Locale;
  dateFormat: ReportDateFormat;
  /** False writes numbers without thousands separators (CSV: spreadsheets read them as numbers). */
  grouping?: boolean;
};

export function createFormatter({
  locale,
  dateFormat,
  grouping = true,
}: FormatOptions): ValueFormatter {
  // Core's one formatter per locale: the PDF cell writes a figure as the web's card does.
  const figure = (value: number, style: NumberStyleName) =>
    numberFormat(locale, style, { grouping }).format(value);
  const texts = renderTexts(locale);

  const number = (value: number | null, style: NumberStyle): string => {
    if (value === null || !Number.isFinite(value)) return MISSING;
    switch (style) {
      case 'count':
        return figure(value, countStyle(value));
      case 'decimal':
        return figure(value, 'decimal');
      case 'percent':
        return figure(value, 'percent');
      case 'duration':
        // docs/product.md section 9: durations are shown as minutes and seconds, whatever their
        // length.
        return formatDuration(value, { minutes: texts.minutes, seconds: texts.seconds });
    }
  };
  const date = (value: string) => formatReportDate(value, dateFormat, locale);

  return {
    locale,
    decimalSeparator: decimalSeparator(locale),
    number,
    date,
    value: (value) => {
      if (typeof value === 'string') return value;
      if (value.kind === 'date') return date(value.value);
      return number(value.value, value.style);
    },
    change: (value) => (value ? formatMetricChange(value, locale) : null) ?? MISSING,
    dateTime: (at, timeZone) => {
      const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
      const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(
        at,
      );
      return `${date(localDateOf(at.getTime(), zone))} ${time}`;
    },
  };
}

/** Whether a value is a number (right-aligned in tables, a numeric cell in XLSX). */
export function isNumeric(
  value: DocumentValue,
): value is Extract<DocumentValue, { kind: 'number' }> {
  return typeof value !== 'string' && value.kind === 'number';
}
