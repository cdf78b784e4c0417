// Door counters -> hourly walk-ins, walk-outs and peak occupancy for one local day (docs/product.md
// section 11: walk-ins = sum of door counter `in`; occupancy = max(0, cumulative in - out since the
// daily reset at business-hours open).
//
// Decisions:
// - Several door counters of a location are simply passed together: their counts add up.
// - An interval spanning several hours is split in proportion to its overlap (hour-split.ts), so
//   the day's walk-ins equal the sum of `in` of its intervals exactly.
// - Only the part of an interval inside [hourStarts[0], dayEnd) counts. An interval crossing
//   midnight gives each day its own share (the shares of both days add up to the interval).
// - Occupancy is sampled where counts are known: at each interval end inside the day. Intervals
//   ending at the same instant (several counters) are added together before sampling.
// - Counts between midnight and the open instant (`resetAt`) are walk-ins of their hours; for
//   occupancy they form their own run starting at 0 at midnight. At resetAt the cumulative restarts
//   at 0: nobody is assumed inside at opening, and nothing counted before opening carries over. An
//   interval straddling resetAt brings only its proportional share after resetAt into the new run.
//   resetAt at or before midnight (or at or after dayEnd) means one run for the whole day.
// - The cumulative itself is not clamped (the definition is max(0, cumulative)): more exits than
//   entries since the reset read as 0 until entries catch up.
import { addSplitToHours, hourIndexAt, shareBefore } from './hour-split';

/** Counts of one door counter for [start, end), epoch ms. */
export interface DoorCountInterval {
  start: number;
  end: number;
  in: number;
  out: number;
}

/** Per local hour, aligned with hourStarts. */
export interface DoorCounterHours {
  walkIns: number[];
  walkOuts: number[];
  occupancyMax: number[];
  /** Mean occupancy over the hour's samples (0 without any): what a presence calibration
   * compares the Wi-Fi presence with. */
  occupancyAvg: number[];
  /** Intervals that start in the hour (the hours with door-counter data). */
  intervals: number[];
}

/** Where an interval's counts become known: just before its end (so a 09:30-10:00 slot samples in
 * hour 9); a zero-length interval samples at its instant (like its counts, [start, end) rule).
 * Invalid intervals (end < start, NaN) sort first and fall before the day. */
function sampleAt(interval: DoorCountInterval): number {
  if (!(interval.end >= interval.start)) return -Infinity;
  return interval.end > interval.start ? interval.end - 0.5 : interval.end;
}

/** Intervals in sample order: the input itself when already sorted, else a sorted index. */
function sampleOrder(intervals: readonly DoorCountInterval[]): Uint32Array | null {
  let previous = -Infinity;
  for (const interval of intervals) {
    const at = sampleAt(interval);
    if (at < previous) {
      const keys = Float64Array.from(intervals, sampleAt);
      const order = Uint32Array.from(keys.keys());
      return order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0));
    }
    previous = at;
  }
  return null;
}

export function doorCounterHours(
  intervals: readonly DoorCountInterval[],
  hourStarts: readonly number[],
  dayEnd: number,
  resetAt: number,
): DoorCounterHours {
  const hours = hourStarts.length;
  const walkIns = new Array<number>(hours).fill(0);
  const walkOuts = new Array<number>(hours).fill(0);
  const occupancyMax = new Array<number>(hours).fill(0);
  const occupancySum = new Array<number>(hours).fill(0);
  const samples = new Array<number>(hours).fill(0);
  const started = new Array<number>(hours).fill(0);
  const dayStart = hourStarts[0];
  const result = () => ({
    walkIns,
    walkOuts,
    occupancyMax,
    occupancyAvg: occupancySum.map((sum, h) =>
      (samples[h] ?? 0) > 0 ? sum / (samples[h] ?? 1) : 0,
    ),
    intervals: started,
  });
  if (dayStart === undefined) return result();

  for (const interval of intervals) {
    addSplitToHours(walkIns, interval.in, interval.start, interval.end, hourStarts, dayEnd);
    addSplitToHours(walkOuts, interval.out, interval.start, interval.end, hourStarts, dayEnd);
    if (interval.start >= dayStart && interval.start < dayEnd) {
      const h = hourIndexAt(hourStarts, interval.start);
      started[h] = (started[h] ?? 0) + 1;
    }
  }

  const order = sampleOrder(intervals);
  const resetInDay = resetAt > dayStart && resetAt < dayEnd;
  let runStart = dayStart;
  let cumulative = 0;
  for (let i = 0; i < intervals.length; i++) {
    const interval = intervals[order ? (order[i] ?? 0) : i];
    if (!interval) continue;
    const at = sampleAt(interval);
    if (at < dayStart) continue;
    if (at >= dayEnd) break;
    if (resetInDay && runStart < resetAt && at >= resetAt) {
      runStart = resetAt;
      cumulative = 0;
    }
    const { start, end } = interval;
    cumulative +=
      interval.in -
      shareBefore(interval.in, start, end, runStart) -
      (interval.out - shareBefore(interval.out, start, end, runStart));
    // Sample once all intervals ending at this instant are in.
    const nextIndex = order ? order[i + 1] : i + 1;
    const next = nextIndex === undefined ? undefined : intervals[nextIndex];
    if (next && sampleAt(next) === at) continue;
    const h = hourIndexAt(hourStarts, at);
    const occupancy = Math.max(0, cumulative);
    if (occupancy > (occupancyMax[h] ?? 0)) occupancyMax[h] = occupancy;
    occupancySum[h] = (occupancySum[h] ?? 0) + occupancy;
    samples[h] = (samples[h] ?? 0) + 1;
  }
  return result();
}
