// The business-hours form as plain data: select values are strings, the request is built from
// them, and the client checks what the selects cannot prevent (closing after opening, dates).
import {
  CLOSE_HOUR_OPTIONS,
  formatValidationMessage,
  OPEN_HOUR_OPTIONS,
  hourOptionLabel,
  isIsoDate,
  isValidOpeningPeriod,
  type BusinessHours,
  type BusinessHoursUpdateRequest,
} from '@footfall/core';
import type { TFunction } from 'i18next';

export interface DayValues {
  weekday: number;
  closed: boolean;
  /** Select values: the hour as text, '' when none. */
  open: string;
  close: string;
}

export interface ExceptionValues extends Omit<DayValues, 'weekday'> {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  date: string;
  note: string;
}

export interface BusinessHoursValues {
  days: DayValues[];
  exceptions: ExceptionValues[];
}

/** Messages keyed by request field path ("days.0.close_hour"), as the server reports them. */
export type BusinessHoursErrors = Record<string, string>;

const text = (hour: number | null) => (hour === null ? '' : String(hour));
const hour = (value: string) => (value === '' ? null : Number(value));

/** 9 AM stays the default for a day that is opened in the form. */
const DEFAULT_OPEN = '9';
const DEFAULT_CLOSE = '19';

export function toFormValues(hours: BusinessHours): BusinessHoursValues {
  return {
    days: hours.days.map((day) => ({
      weekday: day.weekday,
      closed: day.closed,
      open: day.closed ? DEFAULT_OPEN : text(day.open_hour),
      close: day.closed ? DEFAULT_CLOSE : text(day.close_hour),
    })),
    exceptions: hours.exceptions.map((exception, index) => ({
      key: index,
      date: exception.date,
      closed: exception.closed,
      open: exception.closed ? DEFAULT_OPEN : text(exception.open_hour),
      close: exception.closed ? DEFAULT_CLOSE : text(exception.close_hour),
      note: exception.note ?? '',
    })),
  };
}

/** A new exception: a closed day (a holiday is the usual reason), date still to be chosen. */
export function newException(key: number): ExceptionValues {
  return { key, date: '', closed: true, open: DEFAULT_OPEN, close: DEFAULT_CLOSE, note: '' };
}

const period = (values: Omit<DayValues, 'weekday'>) =>
  values.closed
    ? { closed: true, open_hour: null, close_hour: null }
    : { closed: false, open_hour: hour(values.open), close_hour: hour(values.close) };

export function toRequest(values: BusinessHoursValues): BusinessHoursUpdateRequest {
  return {
    days: values.days.map((day) => ({ weekday: day.weekday, ...period(day) })),
    exceptions: values.exceptions.map((exception) => ({
      date: exception.date.trim(),
      ...period(exception),
      note: exception.note.trim() === '' ? null : exception.note.trim(),
    })),
  };
}

/** Client-side checks, translated; the server repeats them (and more) in English. */
export function validateBusinessHours(values: BusinessHoursValues, t: TFunction) {
  const errors: BusinessHoursErrors = {};
  const checkPeriod = (prefix: string, values: Omit<DayValues, 'weekday'>) => {
    if (values.closed) return;
    const open = hour(values.open);
    const close = hour(values.close);
    if (open === null || close === null || !isValidOpeningPeriod(open, close))
      errors[`${prefix}.close_hour`] = t('businessHours.closeAfterOpen');
  };
  values.days.forEach((day, index) => checkPeriod(`days.${index}`, day));
  const dates = new Set<string>();
  values.exceptions.forEach((exception, index) => {
    const date = exception.date.trim();
    if (!isIsoDate(date))
      errors[`exceptions.${index}.date`] = formatValidationMessage(
        t('forms.notValid'),
        t('businessHours.date'),
      );
    else if (dates.has(date)) errors[`exceptions.${index}.date`] = t('businessHours.dateTwice');
    dates.add(date);
    checkPeriod(`exceptions.${index}`, exception);
  });
  return errors;
}

export interface HourSelectOption {
  value: string;
  label: string;
}

/** The offered hours (docs/product.md section 9); 24 and above read as next-day hours. */
export function hourSelectOptions(
  kind: 'open' | 'close',
  hour12: boolean,
  nextDayLabel: string,
): HourSelectOption[] {
  const hours = kind === 'open' ? OPEN_HOUR_OPTIONS : CLOSE_HOUR_OPTIONS;
  return hours.map((value) => ({
    value: String(value),
    label: hourOptionLabel(value, hour12, nextDayLabel),
  }));
}

/** en-US reads hours as "9 AM"; the other locales as "09:00". */
export const usesHour12 = (locale: string) => locale === 'en-US';

/** "Monday" / "Mon" in the UI language; weekday 0 is Monday (1 January 2024 was one). */
export function weekdayName(weekday: number, locale: string, style: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + weekday),
  );
}
