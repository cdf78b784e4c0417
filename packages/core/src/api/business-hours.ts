// Business hours of a location (issue 4): one opening period per weekday (0 = Monday) and
// exceptions for single dates (holidays, special hours). Closing hours of 24 and above fall on the
// next day (docs/product.md section 9).
import { isDateString, isSupportedDate } from '../rules/time/date-range';
import { z } from 'zod';
import { CLOSE_HOUR_OPTIONS, OPEN_HOUR_OPTIONS } from '../rules/time/business-hours';
import { VALIDATION_MESSAGES, formatValidationMessage } from '../rules/validation/validators';
import { optionalText } from './fields';

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_BUSINESS_HOUR_EXCEPTIONS = 366;

const OPEN_LABEL = 'Opening hour';
const CLOSE_LABEL = 'Closing hour';

export const BUSINESS_HOURS_MESSAGES = {
  openEmpty: formatValidationMessage(VALIDATION_MESSAGES.notEmpty, OPEN_LABEL),
  closeEmpty: formatValidationMessage(VALIDATION_MESSAGES.notEmpty, CLOSE_LABEL),
  openOption: `${OPEN_LABEL} must be a whole hour from ${OPEN_HOUR_OPTIONS[0]} to ${OPEN_HOUR_OPTIONS.at(-1)}`,
  closeOption: `${CLOSE_LABEL} must be a whole hour from ${CLOSE_HOUR_OPTIONS[0]} to ${CLOSE_HOUR_OPTIONS.at(-1)} (24 and above are the next day)`,
  closeAfterOpen: `${CLOSE_LABEL} must be after the opening hour`,
  closedOpen: `${OPEN_LABEL} must be empty on a closed day`,
  closedClose: `${CLOSE_LABEL} must be empty on a closed day`,
  weekday: 'Weekday must be a whole number from 0 (Monday) to 6 (Sunday)',
  weekdayTwice: 'Each weekday can be given only once',
  weekCount: 'Business hours need exactly one entry for each of the 7 weekdays',
  date: 'Date is not valid (use YYYY-MM-DD)',
  dateTwice: 'Each date can have only one exception',
  tooManyExceptions: `At most ${MAX_BUSINESS_HOUR_EXCEPTIONS} exceptions can be kept`,
} as const;

const hourField = (label: string) =>
  z
    .number({ error: formatValidationMessage(VALIDATION_MESSAGES.number, label) })
    .int(formatValidationMessage(VALIDATION_MESSAGES.integer, label))
    .nullable();

/** True for a real calendar date written YYYY-MM-DD, of the years the product accepts. */
export function isIsoDate(value: string): boolean {
  return isDateString(value) && isSupportedDate(value);
}

type Period = { closed: boolean; open_hour: number | null; close_hour: number | null };

/** The opening-period rules shared by weekdays and exceptions, reported under their fields. */
function checkPeriod(period: Period, ctx: z.RefinementCtx) {
  const issue = (field: 'open_hour' | 'close_hour', message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  if (period.closed) {
    if (period.open_hour !== null) issue('open_hour', BUSINESS_HOURS_MESSAGES.closedOpen);
    if (period.close_hour !== null) issue('close_hour', BUSINESS_HOURS_MESSAGES.closedClose);
    return;
  }
  const { open_hour: open, close_hour: close } = period;
  if (open === null) issue('open_hour', BUSINESS_HOURS_MESSAGES.openEmpty);
  else if (!OPEN_HOUR_OPTIONS.includes(open))
    issue('open_hour', BUSINESS_HOURS_MESSAGES.openOption);
  if (close === null) issue('close_hour', BUSINESS_HOURS_MESSAGES.closeEmpty);
  else if (!CLOSE_HOUR_OPTIONS.includes(close))
    issue('close_hour', BUSINESS_HOURS_MESSAGES.closeOption);
  else if (open !== null && OPEN_HOUR_OPTIONS.includes(open) && close <= open)
    issue('close_hour', BUSINESS_HOURS_MESSAGES.closeAfterOpen);
}

export const businessDaySchema = z.object({
  weekday: z.number().int(),
  closed: z.boolean(),
  open_hour: z.number().int().nullable(),
  close_hour: z.number().int().nullable(),
});
export type BusinessDay = z.infer<typeof businessDaySchema>;

export const businessHourExceptionSchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  open_hour: z.number().int().nullable(),
  close_hour: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type BusinessHourException = z.infer<typeof businessHourExceptionSchema>;

export const businessHoursSchema = z.object({
  days: z.array(businessDaySchema),
  exceptions: z.array(businessHourExceptionSchema),
  /** true when nothing was saved yet and `days` are the default week. */
  is_default: z.boolean(),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

const businessDayRequestSchema = z
  .strictObject({
    weekday: z
      .number({ error: BUSINESS_HOURS_MESSAGES.weekday })
      .int(BUSINESS_HOURS_MESSAGES.weekday)
      .min(0, BUSINESS_HOURS_MESSAGES.weekday)
      .max(6, BUSINESS_HOURS_MESSAGES.weekday),
    closed: z.boolean({ error: 'Closed must be true or false' }),
    open_hour: hourField(OPEN_LABEL),
    close_hour: hourField(CLOSE_LABEL),
  })
  .superRefine(checkPeriod);

const exceptionRequestSchema = z
  .strictObject({
    date: z
      .string({ error: BUSINESS_HOURS_MESSAGES.date })
      .trim()
      .refine(isIsoDate, BUSINESS_HOURS_MESSAGES.date),
    closed: z.boolean({ error: 'Closed must be true or false' }),
    open_hour: hourField(OPEN_LABEL),
    close_hour: hourField(CLOSE_LABEL),
    note: optionalText('Note', 200).transform((value) => value ?? null),
  })
  .superRefine(checkPeriod);

/** Flags each item whose `key` an earlier item already has, at that item's field. */
const onlyOnce =
  <Key extends string>(key: Key, message: string) =>
  (items: Record<Key, unknown>[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key])) ctx.addIssue({ code: 'custom', path: [index, key], message });
      seen.add(item[key]);
    });
  };

export const businessHoursUpdateRequestSchema = z.strictObject({
  days: z
    .array(businessDayRequestSchema, { error: BUSINESS_HOURS_MESSAGES.weekCount })
    .length(WEEKDAYS.length, BUSINESS_HOURS_MESSAGES.weekCount)
    .superRefine(onlyOnce('weekday', BUSINESS_HOURS_MESSAGES.weekdayTwice)),
  exceptions: z
    .array(exceptionRequestSchema, { error: 'Exceptions must be a list' })
    .max(MAX_BUSINESS_HOUR_EXCEPTIONS, BUSINESS_HOURS_MESSAGES.tooManyExceptions)
    .default([])
    .superRefine(onlyOnce('date', BUSINESS_HOURS_MESSAGES.dateTwice)),
});
export type BusinessHoursUpdateRequest = z.input<typeof businessHoursUpdateRequestSchema>;

/**
 * What a location answers before anyone saved its hours: Monday to Saturday 09:00-19:00, Sunday
 * closed (docs/decisions.md, "Location set-up (issue 4)").
 */
export const DEFAULT_BUSINESS_DAYS: readonly BusinessDay[] = WEEKDAYS.map((weekday) =>
  weekday === 6
    ? { weekday, closed: true, open_hour: null, close_hour: null }
    : { weekday, closed: false, open_hour: 9, close_hour: 19 },
);
