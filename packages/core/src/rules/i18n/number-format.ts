// The one number formatter per locale (docs/product.md section 9): web cards, chart axes and
// tooltips, web tables and the report files (PDF, XLSX summary, CSV) all write a figure through
// here, so "16 948" on a French card is "16 948" in its tooltip, its table row and its PDF cell.

/** How a figure is written. */
export type NumberStyleName =
  /** A whole number ("12,345", "12 345", "12.345"). */
  | 'whole'
  /** One decimal at most ("41.3"). */
  | 'decimal'
  /** A 0-1 rate as a percentage, one decimal at most ("24.5%", "24,5 %"). */
  | 'percent'
  /** Two decimals at most: value axis ticks (0.25), positions in metres (3.75). */
  | 'precise'
  /** A signed figure with one decimal at most ("+2.1", "-3.4", "0"). */
  | 'signedDecimal'
  /** A signed percentage ("+12.5%", "-3%", "0%"). */
  | 'signedPercent'
  /** A file's raw value (chart CSV): every decimal it has, up to ten. */
  | 'raw';

const STYLES: Readonly<Record<NumberStyleName, Intl.NumberFormatOptions>> = {
  whole: { maximumFractionDigits: 0 },
  decimal: { maximumFractionDigits: 1 },
  percent: { style: 'percent', maximumFractionDigits: 1 },
  precise: { maximumFractionDigits: 2 },
  signedDecimal: { maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  signedPercent: { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  raw: { maximumFractionDigits: 10 },
};

// A table writes hundreds of figures; building an Intl formatter is the costly part, so each
// locale and style keeps one.
const cache = new Map<string, Intl.NumberFormat>();

/** The locale's formatter for a style; `grouping: false` leaves out thousands separators. */
export function numberFormat(
  locale: string,
  style: NumberStyleName,
  { grouping = true }: { grouping?: boolean } = {},
): Intl.NumberFormat {
  const key = `${locale}|${style}|${grouping}`;
  let format = cache.get(key);
  if (!format) {
    // Grouping left to the locale: `useGrouping: true` means "always" and would write Spanish
    // "5.394" where Intl's own rule (and the cards) write "5394".
    const options = grouping ? STYLES[style] : { ...STYLES[style], useGrouping: false };
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** A figure in the locale's style. */
export const formatNumber = (value: number, locale: string, style: NumberStyleName = 'whole') =>
  numberFormat(locale, style).format(value);

/** A whole number ("12,345", "12 345"). */
export const formatWhole = (value: number, locale: string) => formatNumber(value, locale, 'whole');

/** A figure with one decimal at most ("41.3"). */
export const formatDecimal = (value: number, locale: string) =>
  formatNumber(value, locale, 'decimal');

/** A count's style: whole from 10 up, one decimal below, where it is an average ("2.5"). */
export const countStyle = (value: number): NumberStyleName => (value < 10 ? 'decimal' : 'whole');

/** A count ("16,948"; "2.5" for an average below 10). */
export const formatCount = (value: number, locale: string) =>
  formatNumber(value, locale, countStyle(value));

/** A rate 0-1 as a percentage with up to one decimal ("24.5%", "24,5 %"). */
export const formatPercent = (rate: number, locale: string) =>
  formatNumber(rate, locale, 'percent');

/** The locale's decimal separator ("." in English, "," in French and Spanish). */
export function decimalSeparator(locale: string): string {
  const parts = numberFormat(locale, 'decimal').formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * CSV files (report files and chart downloads) are read by spreadsheets in the reader's locale:
 * numbers carry the locale's decimal separator and no thousands separator ("1234,5" in French),
 * and fields are split by ';' where the decimal separator is a comma, as Excel does there.
 * docs/reports.md, "CSV numbers".
 */
export function csvDelimiter(locale: string): ',' | ';' {
  return decimalSeparator(locale) === ',' ? ';' : ',';
}

/** A figure in a CSV cell: the style's rounding, no grouping, the locale's decimal separator. */
export const formatCsvNumber = (value: number, locale: string, style: NumberStyleName) =>
  numberFormat(locale, style, { grouping: false }).format(value);
