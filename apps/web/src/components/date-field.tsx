// A date written, typed and picked in the app's language ("30/10/2026" in French, "10/30/2026" in
// US English), whatever the browser's: a native date input follows the browser's language, so a
// French page showed US dates. Values stay ISO dates (YYYY-MM-DD) in and out; typing an ISO date
// works in every language too.
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Locale } from '@footfall/core';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useLocale } from '../i18n/use-locale';

dayjs.extend(customParseFormat);

/** How each language writes a date (dayjs tokens), says it to the reader, dayjs's name for the
 * calendar's month and day names, and the calendar's first weekday (0 Sunday, 1 Monday). */
export const DATE_FIELD_FORMATS: Record<
  Locale,
  { format: string; placeholder: string; calendar: string; firstDayOfWeek: 0 | 1 }
> = {
  'en-US': { format: 'MM/DD/YYYY', placeholder: 'MM/DD/YYYY', calendar: 'en', firstDayOfWeek: 0 },
  'en-GB': {
    format: 'DD/MM/YYYY',
    placeholder: 'DD/MM/YYYY',
    calendar: 'en-gb',
    firstDayOfWeek: 1,
  },
  fr: { format: 'DD/MM/YYYY', placeholder: 'JJ/MM/AAAA', calendar: 'fr', firstDayOfWeek: 1 },
  es: { format: 'DD/MM/YYYY', placeholder: 'DD/MM/AAAA', calendar: 'es', firstDayOfWeek: 1 },
};

const ISO_DATE = 'YYYY-MM-DD';

/** Typed text as an ISO date: in the language's format or in ISO; null when it is neither. */
export function parseTypedDate(text: string, format: string): string | null {
  const trimmed = text.trim();
  for (const candidate of [format, ISO_DATE]) {
    const parsed = dayjs(trimmed, candidate, true);
    if (parsed.isValid()) return parsed.format(ISO_DATE);
  }
  return null;
}

type Inherited = Omit<
  DateInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'valueFormat'
  | 'dateParser'
  | 'locale'
  | 'minDate'
  | 'maxDate'
>;

export interface DateFieldProps extends Inherited {
  /** An ISO date, or '' for none. */
  value: string;
  /** An ISO date, or '' when cleared. */
  onChange: (value: string) => void;
  /** The first and last dates that may be chosen (ISO). */
  min?: string;
  max?: string;
}

export function DateField({ value, onChange, min, max, placeholder, ...props }: DateFieldProps) {
  const [locale] = useLocale();
  const { format, placeholder: hint, calendar, firstDayOfWeek } = DATE_FIELD_FORMATS[locale];
  return (
    <DateInput
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={format}
      dateParser={(text) => parseTypedDate(text, format)}
      locale={calendar}
      firstDayOfWeek={firstDayOfWeek}
      minDate={min}
      maxDate={max}
      placeholder={placeholder ?? hint}
    />
  );
}
