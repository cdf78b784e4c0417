// What a card's delta says it compares with. The dashboard's controls name the comparison range
// once ("vs Mar 1 – 7, 2026"); a card adds only what differs from card to card: "vs previous
// period", "(daily averages)" for a count compared with a longer range, "until 4:20 PM" when the
// selection holds today and the comparison range was cut at the same time of day. When the two
// periods are not comparable, core's "No comparable data for ..." (or, when the selection lacks
// data, "Not compared with ...") stands instead of a delta, with the range.
import {
  DEFAULT_LOCALE,
  NOT_COMPARABLE_TEXT,
  toSupportedLocale,
  type NotComparableReason,
} from '@footfall/core';
import type { TFunction } from 'i18next';

type ComparisonLike = { previous_cut_at: string | null } | null | undefined;

export interface ComparisonLabels {
  /** A rate, a duration, or a count compared day for day. */
  plain: string;
  /** A count compared with the daily averages of a longer range. */
  averaged: string;
  notComparable: (reason: NotComparableReason | null) => string;
}

export function comparisonLabels(
  t: TFunction,
  range: string,
  comparison: ComparisonLike,
  locale: string,
  timeZone: string,
): ComparisonLabels {
  const cut = comparison?.previous_cut_at;
  const time = cut
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(cut))
    : null;
  return {
    plain:
      time === null ? t('dashboards.metric.versus') : t('dashboards.metric.versusUntil', { time }),
    averaged: t('dashboards.metric.versusAveraged'),
    notComparable: (reason) => notComparableText(range, locale, reason),
  };
}

/** Core's words for a comparison not shown, by why (the comparison range or the selection lacks
 * data). */
export const notComparableText = (
  range: string,
  locale: string,
  reason: NotComparableReason | null | undefined,
) => NOT_COMPARABLE_TEXT[toSupportedLocale(locale) ?? DEFAULT_LOCALE](range, reason);
