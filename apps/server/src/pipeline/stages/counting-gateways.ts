// Counting gateways (gateway_counts: a count per interval) -> counts per local hour of one day.
// Same proportional split as door counters (hour-split.ts): integer counts, the day's total equals
// the sum of its intervals' in-day shares; parts outside [hourStarts[0], dayEnd) are dropped.
import { addSplitToHours } from './hour-split';

export function countingGatewayHours(
  intervals: readonly { start: number; end: number; count: number }[],
  hourStarts: readonly number[],
  dayEnd: number,
): number[] {
  const hours = new Array<number>(hourStarts.length).fill(0);
  for (const interval of intervals)
    addSplitToHours(hours, interval.count, interval.start, interval.end, hourStarts, dayEnd);
  return hours;
}
