// What a delta says it compares with: "vs Mar 1 – 7", "vs Nov 25 until 4:20 PM" when the
// selection holds today and the comparison range was cut at the same time of day, and, when the
// two periods are not comparable, core's "No comparable data for ..." (or, when the selection
// lacks data, "Not compared with ...") instead of a delta.
import {
  DEFAULT_LOCALE,
  NOT_COMPARABLE_TEXT,
  toSupportedLocale,
  type NotComparableReason,
} from '@footfall/core';
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

/** Core's words for a comparison not shown, by why (the comparison range or the selection lacks
 * data). */
export const notComparableText = (
  range: string,
  locale: string,
  reason: NotComparableReason | null | undefined,
) => NOT_COMPARABLE_TEXT[toSupportedLocale(locale) ?? DEFAULT_LOCALE](range, reason);
