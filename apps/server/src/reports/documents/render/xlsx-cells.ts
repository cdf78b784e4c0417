// How document values become spreadsheet cells: numbers stay numbers with a number format, so
// they can be summed and charted; dates are real dates shown in the requested date format.
//
// Durations are stored as Excel time (a fraction of a day) with the format [m]:ss, minutes and
// seconds as docs/product.md section 9 shows durations everywhere: 725 s reads "12:05" and still
// adds up.
import type { MetricChange, ReportDateFormat } from '@footfall/core';
import type { DocumentValue, NumberStyle } from '../model';

export const NUMBER_FORMATS: Record<NumberStyle, string> = {
  count: '#,##0',
  decimal: '#,##0.0#',
  percent: '0.0%',
  duration: '[m]:ss',
};

/** A relative change, signed: +12.3%, -4.0%. */
export const CHANGE_FORMAT = '+0.0%;-0.0%;0.0%';
/** A change in percentage points, stored as points (2.1) so it reads as the PDF writes it. */
export const POINTS_FORMAT = '+0.0" pts";-0.0" pts";0.0" pts"';

/** A change as a cell: a number with its format, or empty without a value. */
export function changeCell(change: MetricChange | null | undefined): SheetCell {
  if (!change || change.value === null || !Number.isFinite(change.value)) return { value: null };
  return change.kind === 'points'
    ? { value: Math.round(change.value * 1000) / 10, numFmt: POINTS_FORMAT }
    : { value: change.value, numFmt: CHANGE_FORMAT };
}

/** Excel date formats; "/" is escaped or Excel swaps in the reader's own date separator. */
const DATE_FORMATS: Record<ReportDateFormat, string> = {
  'YYYY-MM-DD': 'yyyy-mm-dd',
  'MM/DD/YYYY': 'mm\\/dd\\/yyyy',
  'DD/MM/YYYY': 'dd\\/mm\\/yyyy',
  'DD.MM.YYYY': 'dd.mm.yyyy',
  'DD MMM YYYY': 'dd mmm yyyy',
};

export type SheetCell = { value: string | number | Date | null; numFmt?: string };

const SECONDS_PER_DAY = 86_400;

export function numberCell(value: number | null, style: NumberStyle): SheetCell {
  if (value === null || !Number.isFinite(value)) return { value: null };
  const stored = style === 'duration' ? value / SECONDS_PER_DAY : value;
  return { value: stored, numFmt: NUMBER_FORMATS[style] };
}

export function sheetCell(
  value: DocumentValue | undefined,
  dateFormat: ReportDateFormat,
): SheetCell {
  if (value === undefined) return { value: null };
  if (typeof value === 'string') return { value };
  if (value.kind === 'number') return numberCell(value.value, value.style);
  const [year, month, day] = value.value.split('-').map(Number);
  if (!year || !month || !day) return { value: value.value };
  // Midnight UTC: exceljs writes dates as UTC serial numbers, so the day never shifts.
  return { value: new Date(Date.UTC(year, month - 1, day)), numFmt: DATE_FORMATS[dateFormat] };
}

const FORBIDDEN = /[[\]:*?/\\]/g;
export const MAX_SHEET_NAME = 31;

/**
 * Sheet names Excel accepts: at most 31 characters, none of []:*?/\, not starting or ending with
 * an apostrophe, unique regardless of case (a repeated name gets " (2)", " (3)"...).
 */
export function sheetNames(wanted: string[], taken: string[] = []): string[] {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  return wanted.map((raw, index) => {
    const cleaned =
      raw
        .replace(FORBIDDEN, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^'+|'+$/g, '')
        .trim() || `Table ${index + 1}`;
    let name = cleaned.slice(0, MAX_SHEET_NAME).trim();
    for (let copy = 2; used.has(name.toLowerCase()); copy += 1) {
      const suffix = ` (${copy})`;
      name = cleaned.slice(0, MAX_SHEET_NAME - suffix.length).trim() + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  });
}
