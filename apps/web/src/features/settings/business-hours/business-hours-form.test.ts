import { DEFAULT_BUSINESS_DAYS, type BusinessHours } from '@footfall/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import {
  hourSelectOptions,
  newException,
  toFormValues,
  toRequest,
  validateBusinessHours,
  weekdayName,
} from './business-hours-form';

const hours: BusinessHours = {
  days: DEFAULT_BUSINESS_DAYS.map((day) =>
    day.weekday === 4 ? { ...day, open_hour: 10, close_hour: 26 } : { ...day },
  ),
  exceptions: [
    { date: '2025-12-25', closed: true, open_hour: null, close_hour: null, note: 'Christmas' },
    { date: '2025-12-24', closed: false, open_hour: 9, close_hour: 14, note: null },
  ],
  is_default: false,
};
const t = createI18n('en-US').t as TFunction;

describe('the business hours form values', () => {
  it('round-trips the answer into the request', () => {
    const values = toFormValues(hours);
    expect(values.days[4]).toEqual({ weekday: 4, closed: false, open: '10', close: '26' });
    // A closed day keeps sensible hours ready for when it is opened again.
    expect(values.days[6]).toEqual({ weekday: 6, closed: true, open: '9', close: '19' });
    expect(toRequest(values)).toEqual({
      days: hours.days,
      exceptions: hours.exceptions,
    });
  });

  it('trims notes and sends a blank note as null', () => {
    const values = toFormValues(hours);
    values.exceptions[0]!.note = '  ';
    values.exceptions[1]!.note = ' Short day ';
    expect(toRequest(values).exceptions?.map((e) => e.note)).toEqual([null, 'Short day']);
  });

  it('checks closing after opening and exception dates, with translated messages', () => {
    const values = toFormValues(hours);
    values.days[0] = { weekday: 0, closed: false, open: '14', close: '13' };
    values.days[6] = { weekday: 6, closed: true, open: '20', close: '12' };
    values.exceptions.push({ ...newException(5), date: '2025-12-25' }, newException(6));
    expect(validateBusinessHours(values, t)).toEqual({
      'days.0.close_hour': 'Closing time must be after opening time',
      'exceptions.2.date': 'This date already has an exception',
      'exceptions.3.date': 'Date is not valid',
    });
    expect(validateBusinessHours(toFormValues(hours), t)).toEqual({});
  });

  it('offers 0-20 to open and 12-27 to close, next-day hours labelled', () => {
    const open = hourSelectOptions('open', true, 'next day');
    expect(open.map((o) => o.value)).toEqual(Array.from({ length: 21 }, (_, hour) => String(hour)));
    const close = hourSelectOptions('close', false, 'lendemain');
    expect(close[0]).toEqual({ value: '12', label: '12:00' });
    expect(close.at(-1)).toEqual({ value: '27', label: '03:00 (lendemain)' });
    expect(hourSelectOptions('close', true, 'next day').at(-3)?.label).toBe('1 AM (next day)');
  });

  it('names weekdays from Monday in the UI language', () => {
    expect(weekdayName(0, 'en-US', 'long')).toBe('Monday');
    expect(weekdayName(6, 'fr', 'long')).toBe('dimanche');
    expect(weekdayName(2, 'es', 'short')).toBe('mié');
  });
});
