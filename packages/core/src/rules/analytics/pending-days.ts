// Which of a location's pending days (stored data the pipeline has not computed yet) make the
// figures on a screen incomplete: those in the ranges it shows. Today is left out: a location
// that is sending data has today pending most of the time (each batch marks it again, and it is
// recomputed seconds later), and today's figures are live by nature.
import type { DateRange } from '../time/date-range';

/** The pending days (distinct, as given) before `today` that fall in any of `ranges`. */
export function pendingDatesIn(
  pendingDates: readonly string[],
  ranges: readonly DateRange[],
  today: string,
): string[] {
  return [...new Set(pendingDates)].filter(
    (date) => date < today && ranges.some((range) => range.start <= date && date <= range.end),
  );
}
