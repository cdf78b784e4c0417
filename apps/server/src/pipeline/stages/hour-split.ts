// Spreading a count reported for an interval over the local hours of one day (docs/metrics.md "What
// counts in which hour").
//
// The share of [start, end) that falls before an instant t is round(total * (t - start) / duration)
// ("cumulative rounding"); a piece between two instants gets the difference. So every piece is an
// integer, each is the floor or the ceiling of its exact proportional share (the same guarantee as a
// largest-remainder split), the pieces of an interval add up to exactly its total, and the result
// does not depend on how the interval is cut: an interval crossing midnight gives the day before
// and the day after shares that add up to its total, whichever day is processed first.

const HOUR_MS = 3_600_000;

/** Index of the hour containing instant t (the last h with hourStarts[h] <= t); -1 before the first. */
export function hourIndexAt(hourStarts: readonly number[], t: number): number {
  const first = hourStarts[0];
  if (first === undefined || t < first) return -1;
  // Local hours are whole UTC hours apart, so the guess is right except near a short last hour.
  let h = Math.min(Math.floor((t - first) / HOUR_MS), hourStarts.length - 1);
  while (h > 0 && (hourStarts[h] ?? Infinity) > t) h--;
  while (h + 1 < hourStarts.length && (hourStarts[h + 1] ?? Infinity) <= t) h++;
  return h;
}

/** The part of `total`, reported for [start, end), that falls before instant t. */
export function shareBefore(total: number, start: number, end: number, t: number): number {
  if (t <= start) return 0;
  if (t >= end) return total;
  return Math.round((total * (t - start)) / (end - start));
}

/**
 * Adds to bins[h] the share of `total` (reported for [start, end)) that falls in hour h of the day
 * whose hours start at hourStarts and which ends at dayEnd. Parts outside the day are dropped. A
 * zero-length interval counts entirely in the hour containing its instant; end < start is ignored.
 */
export function addSplitToHours(
  bins: number[],
  total: number,
  start: number,
  end: number,
  hourStarts: readonly number[],
  dayEnd: number,
): void {
  const dayStart = hourStarts[0];
  if (dayStart === undefined || total === 0 || !(end >= start)) return;
  if (end === start) {
    if (start >= dayStart && start < dayEnd) {
      const h = hourIndexAt(hourStarts, start);
      bins[h] = (bins[h] ?? 0) + total;
    }
    return;
  }
  const from = Math.max(start, dayStart);
  const to = Math.min(end, dayEnd);
  if (from >= to) return;
  let h = hourIndexAt(hourStarts, from);
  let before = shareBefore(total, start, end, from);
  let cut = from;
  while (cut < to) {
    const next = Math.min(to, hourStarts[h + 1] ?? dayEnd);
    const upTo = shareBefore(total, start, end, next);
    bins[h] = (bins[h] ?? 0) + upTo - before;
    before = upTo;
    cut = next;
    h++;
  }
}
