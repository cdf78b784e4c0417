// What a delta says it compares with: "vs Mar 1 – 7", "vs Nov 25 until 4:20 PM" when the
// selection holds today and the comparison range was cut at the same time of day, and, when the
// comparison period is not comparable, core's "No comparable data for ..." instead of a delta.
import { NOT_COMPARABLE_TEXT, toSupportedLocale, DEFAULT_LOCALE } from '@footfall/core';
import type { TFunction } from 'i18next';

type ComparisonLike = { previous_cut_at: string | null } | null | undefined;

export function comparisonWording(
  t: TFunction,
  range: string,
  comparison: ComparisonLike,
  locale: string,
  timeZone: string,
): string {
  const cut = comparison?.previous_cut_at;
  if (!cut) return t('dashboards.controls.comparison', { range });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(
    new Date(cut),
  );
  return t('dashboards.controls.comparisonUntil', { range, time });
}

export const notComparableText = (range: string, locale: string) =>
  NOT_COMPARABLE_TEXT[toSupportedLocale(locale) ?? DEFAULT_LOCALE](range);
