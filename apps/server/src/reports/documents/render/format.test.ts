import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  metricChange,
  SUPPORTED_LOCALES,
  type Locale,
} from '@footfall/core';
import { num } from '../builders/common';
import type { NumberStyle } from '../model';
import { createFormatter, MISSING } from './format';
import { pdfText } from './pdf-fonts';

/** Intl's narrow/no-break spaces as plain spaces, to compare against readable strings. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\u2212/g, '-');

describe('report value formatting', () => {
  const us = createFormatter({ locale: 'en-US', dateFormat: 'MM/DD/YYYY' });
  const gb = createFormatter({ locale: 'en-GB', dateFormat: 'DD/MM/YYYY' });
  const fr = createFormatter({ locale: 'fr', dateFormat: 'DD MMM YYYY' });
  const es = createFormatter({ locale: 'es', dateFormat: 'DD.MM.YYYY' });

  it('groups counts in each locale', () => {
    expect(us.number(1234567, 'count')).toBe('1,234,567');
    expect(gb.number(1234.4, 'count')).toBe('1,234');
    expect(plain(fr.number(1234567, 'count'))).toBe('1 234 567');
    expect(es.number(1234567, 'count')).toBe('1.234.567');
  });

  it('writes decimals with one digit at most and the locale separator', () => {
    expect(us.number(12.345, 'decimal')).toBe('12.3');
    expect(us.number(12.5, 'decimal')).toBe('12.5');
    expect(fr.number(12.5, 'decimal')).toBe('12,5');
    expect(us.decimalSeparator).toBe('.');
    expect(fr.decimalSeparator).toBe(',');
    expect(es.decimalSeparator).toBe(',');
  });

  it('writes percentages of a 0..1 ratio with one decimal at most', () => {
    expect(us.number(0.125, 'percent')).toBe('12.5%');
    expect(gb.number(0.3, 'percent')).toBe('30%');
    expect(plain(fr.number(0.125, 'percent'))).toBe('12,5 %');
    expect(plain(es.number(0.125, 'percent'))).toBe('12,5 %');
  });

  it('writes durations as minutes and seconds', () => {
    expect(us.number(725, 'duration')).toBe('12 min 5 s');
    expect(fr.number(3720, 'duration')).toBe('62 min 0 s');
    expect(es.number(45, 'duration')).toBe('0 min 45 s');
  });

  it('writes missing numbers as a dash', () => {
    expect(us.number(null, 'count')).toBe(MISSING);
    expect(fr.number(Number.NaN, 'percent')).toBe(MISSING);
    expect(us.value({ kind: 'number', value: null, style: 'duration' })).toBe(MISSING);
  });

  it('signs changes', () => {
    const relative = (value: number) => metricChange('visitors', 100 * (1 + value), 100);
    expect(us.change(relative(0.123))).toBe('+12.3%');
    expect(plain(us.change(relative(-0.04)))).toBe('-4.0%');
    expect(us.change(relative(0))).toBe('0.0%');
    expect(plain(fr.change(relative(0.123)))).toBe('+12,3 %');
    // A rate moves in percentage points.
    expect(plain(us.change(metricChange('capture_rate', 0.25, 0.229)))).toBe('+2.1 pts');
    expect(us.change(metricChange('visitors', 5, 3, false))).toBe(MISSING);
    expect(us.change(null)).toBe(MISSING);
    expect(us.change(undefined)).toBe(MISSING);
  });

  it('writes dates in the requested format', () => {
    expect(us.value({ kind: 'date', value: '2026-03-09' })).toBe('03/09/2026');
    expect(gb.date('2026-03-09')).toBe('09/03/2026');
    expect(es.date('2026-03-09')).toBe('09.03.2026');
    expect(fr.date('2026-03-09')).toBe('09 mars 2026');
    expect(us.value('as is')).toBe('as is');
  });

  it('writes an instant in the document time zone', () => {
    const at = new Date('2026-05-01T22:30:00Z');
    expect(plain(us.dateTime(at, 'America/New_York'))).toBe('05/01/2026 6:30 PM');
    expect(gb.dateTime(at, 'Europe/Paris')).toBe('02/05/2026 00:30');
    expect(gb.dateTime(at, 'Not/AZone')).toBe('01/05/2026 22:30');
  });
});

describe('a PDF table cell and the web card', () => {
  const cell = (locale: Locale, value: number, style: NumberStyle) =>
    pdfText(createFormatter({ locale, dateFormat: 'DD/MM/YYYY' }).value(num(value, style)));

  it("write a figure alike in every locale: core's one formatter", () => {
    for (const locale of SUPPORTED_LOCALES) {
      // The web's cards write counts with formatCount and rates with formatPercent.
      expect(cell(locale, 16948, 'count')).toBe(formatCount(16948, locale));
      expect(cell(locale, 5394, 'count')).toBe(formatCount(5394, locale));
      expect(cell(locale, 2.45, 'count')).toBe(formatCount(2.45, locale));
      expect(cell(locale, 0.2456, 'percent')).toBe(formatPercent(0.2456, locale));
      expect(cell(locale, 41.25, 'decimal')).toBe(formatDecimal(41.25, locale));
    }
  });

  it('groups as Intl does: a narrow no-break space in French, a point in Spanish', () => {
    expect(cell('fr', 16948, 'count')).toBe('16\u202f948');
    expect(cell('es', 16948, 'count')).toBe('16.948');
    expect(cell('en-GB', 16948, 'count')).toBe('16,948');
    expect(cell('fr', 0.2456, 'percent')).toBe('24,6\u00a0%');
  });
});

describe('text for the PDF fonts', () => {
  it('keeps every character, composed, and drops invisible format characters', () => {
    expect(pdfText('Łódź Plzeň Αθήνα Москва 1\u202f234\u00a0% \u22124,0')).toBe(
      'Łódź Plzeň Αθήνα Москва 1\u202f234\u00a0% \u22124,0',
    );
    expect(pdfText('Plzen\u030c')).toBe('Plzeň');
    expect(pdfText('a\u200bb\ufeff')).toBe('ab');
  });
});
