import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOURS_MESSAGES,
  DEFAULT_BUSINESS_DAYS,
  businessHoursUpdateRequestSchema,
  isIsoDate,
} from './business-hours';

const week = () => DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day }));

// The first message per field path, as the server's error envelope reports them.
function fieldErrors(body: unknown): Record<string, string> {
  const result = businessHoursUpdateRequestSchema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the business hours request', () => {
  it('accepts the default week, a next-day closing and exceptions (note trimmed)', () => {
    const days = week();
    days[4] = { weekday: 4, closed: false, open_hour: 10, close_hour: 26 };
    const parsed = businessHoursUpdateRequestSchema.parse({
      days,
      exceptions: [
        { date: '2025-12-25', closed: true, open_hour: null, close_hour: null, note: ' Xmas ' },
        { date: '2025-12-24', closed: false, open_hour: 9, close_hour: 14, note: '' },
      ],
    });
    expect(parsed.days[4]).toEqual({ weekday: 4, closed: false, open_hour: 10, close_hour: 26 });
    expect(parsed.exceptions.map((e) => e.note)).toEqual(['Xmas', null]);
  });

  it('defaults the exceptions to none', () => {
    expect(businessHoursUpdateRequestSchema.parse({ days: week() }).exceptions).toEqual([]);
  });

  it('needs exactly one entry per weekday', () => {
    expect(fieldErrors({ days: week().slice(0, 6) }).days).toBe(BUSINESS_HOURS_MESSAGES.weekCount);
    const twice = week();
    twice[6] = { ...twice[0]! };
    expect(fieldErrors({ days: twice })['days.6.weekday']).toBe(
      BUSINESS_HOURS_MESSAGES.weekdayTwice,
    );
    const outside = week();
    outside[6] = { ...outside[6]!, weekday: 7 };
    expect(fieldErrors({ days: outside })['days.6.weekday']).toBe(BUSINESS_HOURS_MESSAGES.weekday);
  });

  it('checks the hour options and that closing comes after opening', () => {
    const days = week();
    days[0] = { weekday: 0, closed: false, open_hour: 21, close_hour: 28 };
    days[1] = { weekday: 1, closed: false, open_hour: 12, close_hour: 12 };
    days[2] = { weekday: 2, closed: false, open_hour: null, close_hour: null };
    days[3] = { weekday: 3, closed: false, open_hour: 9.5, close_hour: 18 };
    const errors = fieldErrors({ days });
    expect(errors['days.0.open_hour']).toBe(BUSINESS_HOURS_MESSAGES.openOption);
    expect(errors['days.0.close_hour']).toBe(BUSINESS_HOURS_MESSAGES.closeOption);
    expect(errors['days.1.close_hour']).toBe('Closing hour must be after the opening hour');
    expect(errors['days.2.open_hour']).toBe('Opening hour is empty');
    expect(errors['days.2.close_hour']).toBe('Closing hour is empty');
    expect(errors['days.3.open_hour']).toBe('Opening hour is not an integer');
  });

  it('refuses hours on a closed day', () => {
    const days = week();
    days[6] = { weekday: 6, closed: true, open_hour: 9, close_hour: 17 };
    const errors = fieldErrors({ days });
    expect(errors['days.6.open_hour']).toBe(BUSINESS_HOURS_MESSAGES.closedOpen);
    expect(errors['days.6.close_hour']).toBe(BUSINESS_HOURS_MESSAGES.closedClose);
  });

  it('checks exception dates: real, and each once', () => {
    const closed = { closed: true, open_hour: null, close_hour: null, note: null };
    const errors = fieldErrors({
      days: week(),
      exceptions: [
        { ...closed, date: '2025-02-30' },
        { ...closed, date: '2025-05-01' },
        { ...closed, date: '2025-05-01' },
      ],
    });
    expect(errors['exceptions.0.date']).toBe(BUSINESS_HOURS_MESSAGES.date);
    expect(errors['exceptions.2.date']).toBe(BUSINESS_HOURS_MESSAGES.dateTwice);
    expect(errors['exceptions.1.date']).toBeUndefined();
  });

  it('refuses unknown fields', () => {
    expect(businessHoursUpdateRequestSchema.safeParse({ days: week(), extra: 1 }).success).toBe(
      false,
    );
  });

  it('reads dates strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
  });

  it('defaults to Monday to Saturday 9-19 with Sunday closed', () => {
    expect(DEFAULT_BUSINESS_DAYS.filter((d) => d.closed).map((d) => d.weekday)).toEqual([6]);
    expect(businessHoursUpdateRequestSchema.safeParse({ days: week() }).success).toBe(true);
  });
});
