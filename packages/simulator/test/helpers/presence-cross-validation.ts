// Nested leave-one-day-out cross-validation of the presence estimator (issue 19, "method choice
// without peeking"). The outer loop holds one day out; on the other days only, an inner
// leave-one-day-out loop picks the gap and paddings from a small grid, then the randomized weight
// is fitted on all of them as a location's calibration does (fitPresenceWeight on hourly means).
// The held-out day is scored with what was chosen and fitted without it.
import {
  IDENTIFIED_PAD_MS,
  LINKED_RANDOMIZED_WEIGHT,
  PRESENCE_GAP_MS,
  RANDOMIZED_PAD_MS,
  UNLINKED_RANDOMIZED_WEIGHT,
  fitPresenceWeight,
  presenceComponents,
  presencePeople,
  type PresenceCalibrationHour,
  type PresenceComponents,
  type PresenceDetection,
} from '@footfall/core';

export interface Score {
  /** Mean absolute error, people per bucket. */
  mae: number;
  /** Pearson correlation. */
  r: number;
}

export function score(estimates: readonly number[], truth: readonly number[]): Score {
  const n = truth.length;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / n;
  const me = mean(estimates);
  const mt = mean(truth);
  let cov = 0;
  let ve = 0;
  let vt = 0;
  let abs = 0;
  for (let i = 0; i < n; i++) {
    const de = estimates[i]! - me;
    const dt = truth[i]! - mt;
    cov += de * dt;
    ve += de * de;
    vt += dt * dt;
    abs += Math.abs(estimates[i]! - truth[i]!);
  }
  return { mae: abs / n, r: cov / Math.sqrt(ve * vt) };
}

export interface DayScore extends Score {
  name: string;
}

/** Each day's estimates scored, and all days' buckets together. */
export function scoreDays(
  days: readonly { name: string; truth: readonly number[] }[],
  estimates: readonly (readonly number[])[],
): { perDay: DayScore[]; pooled: Score } {
  return {
    perDay: days.map((day, i) => ({ name: day.name, ...score(estimates[i]!, day.truth) })),
    pooled: score(
      estimates.flat(),
      days.flatMap((day) => day.truth),
    ),
  };
}

/** The constants of the method chosen from data (PresenceOptions). */
export interface MethodParams {
  gapMs: number;
  identifiedPadMs: number;
  randomizedPadMs: number;
}

const MINUTE = 60_000;
export const PRODUCT_PARAMS: MethodParams = {
  gapMs: PRESENCE_GAP_MS,
  identifiedPadMs: IDENTIFIED_PAD_MS,
  randomizedPadMs: RANDOMIZED_PAD_MS,
};
/** The grid the gap and paddings are chosen from: the product's values and one step either side. */
export const METHOD_GRID: readonly MethodParams[] = [2, 5, 10].flatMap((gap) =>
  [0.5, 1, 2.5].flatMap((identifiedPad) =>
    [2.5, 5, 10].map((randomizedPad) => ({
      gapMs: gap * MINUTE,
      identifiedPadMs: identifiedPad * MINUTE,
      randomizedPadMs: randomizedPad * MINUTE,
    })),
  ),
);

export const minutes = (params: MethodParams) =>
  [params.gapMs, params.identifiedPadMs, params.randomizedPadMs].map((ms) => ms / MINUTE);

/** One recorded day with its ground truth per 5-minute bucket. */
export interface LabelledDay {
  name: string;
  detections: readonly PresenceDetection[];
  range: { start: number; end: number };
  truth: readonly number[];
}

/**
 * The randomized part a weight is fitted for: without sequence numbers every randomized address
 * is unlinked; with them (Brno has one on every frame) every one is linked.
 */
export type RandomizedPart = 'unlinked' | 'linked';

/** Presence components per day and method constants, computed once. */
export function componentsCache(days: readonly LabelledDay[]) {
  const cache = new Map<string, PresenceComponents[]>();
  return (params: MethodParams, day: number): PresenceComponents[] => {
    const key = `${minutes(params).join('/')}|${day}`;
    let parts = cache.get(key);
    if (!parts) {
      parts = presenceComponents(days[day]!.detections, days[day]!.range, params);
      cache.set(key, parts);
    }
    return parts;
  };
}
export type ComponentsOf = ReturnType<typeof componentsCache>;

const HOUR = 60 * MINUTE;

/** Hourly means of the parts and of the truth: the rows a location's calibration fits on (hours
 * of UTC, which are local hours where the offset is whole hours, as in Prague). */
function hourlyRows(
  parts: readonly PresenceComponents[],
  truth: readonly number[],
): PresenceCalibrationHour[] {
  const hours = new Map<number, PresenceCalibrationHour & { buckets: number }>();
  parts.forEach((bucket, i) => {
    const hour = Math.floor(bucket.start / HOUR);
    const row = hours.get(hour) ?? {
      identified: 0,
      linkedRandomized: 0,
      unlinkedRandomized: 0,
      occupancy: 0,
      buckets: 0,
    };
    row.identified += bucket.identified;
    row.linkedRandomized += bucket.linkedRandomized;
    row.unlinkedRandomized += bucket.unlinkedRandomized;
    row.occupancy += truth[i]!;
    row.buckets += 1;
    hours.set(hour, row);
  });
  return [...hours.values()].map(({ buckets, ...row }) => ({
    identified: row.identified / buckets,
    linkedRandomized: row.linkedRandomized / buckets,
    unlinkedRandomized: row.unlinkedRandomized / buckets,
    occupancy: row.occupancy / buckets,
  }));
}

/** The calibration's weight for the part (the other part keeps the product's weight). */
function fitWeight(rows: readonly PresenceCalibrationHour[], part: RandomizedPart): number | null {
  if (part === 'unlinked') return fitPresenceWeight(rows, LINKED_RANDOMIZED_WEIGHT)?.weight ?? null;
  // fitPresenceWeight weighs the part it is given as unlinked: hand it the linked one.
  const swapped = rows.map((row) => ({
    identified: row.identified + UNLINKED_RANDOMIZED_WEIGHT * row.unlinkedRandomized,
    linkedRandomized: 0,
    unlinkedRandomized: row.linkedRandomized,
    occupancy: row.occupancy,
  }));
  return fitPresenceWeight(swapped, 0)?.weight ?? null;
}

export function weighted(
  parts: readonly PresenceComponents[],
  part: RandomizedPart,
  weight: number,
): number[] {
  if (part === 'unlinked') return parts.map((b) => presencePeople(b, weight));
  // presencePeople takes no linked weight (the pipeline calibrates the unlinked one only).
  return parts.map(
    (b) =>
      b.identified +
      weight * b.linkedRandomized +
      UNLINKED_RANDOMIZED_WEIGHT * b.unlinkedRandomized,
  );
}

/**
 * Rows a weight is fitted on: the hours a location's calibration uses, or the 5-minute buckets.
 * The nested loop fits on buckets: two of the short Brno days hold as few as 11 hours with
 * randomized presence, under the 16 fitPresenceWeight asks for.
 */
export type Resolution = 'hour' | 'bucket';

function rowsOf(
  parts: readonly PresenceComponents[],
  truth: readonly number[],
  resolution: Resolution,
) {
  return resolution === 'hour'
    ? hourlyRows(parts, truth)
    : parts.map((bucket, i) => ({ ...bucket, occupancy: truth[i]! }));
}

/** The weight fitted on some days with the given constants (null: too few rows). */
export function fitOn(
  dayIndices: readonly number[],
  days: readonly LabelledDay[],
  params: MethodParams,
  part: RandomizedPart,
  componentsOf: ComponentsOf,
  resolution: Resolution,
) {
  const rows = dayIndices.flatMap((d) =>
    rowsOf(componentsOf(params, d), days[d]!.truth, resolution),
  );
  return fitWeight(rows, part);
}

export const without = (indices: readonly number[], left: number) =>
  indices.filter((i) => i !== left);

/** Leave-one-day-out MAE over the given days with the given constants (null: a fit failed). */
function innerMae(
  training: readonly number[],
  days: readonly LabelledDay[],
  params: MethodParams,
  part: RandomizedPart,
  componentsOf: ComponentsOf,
): number | null {
  let abs = 0;
  let n = 0;
  for (const held of training) {
    const weight = fitOn(without(training, held), days, params, part, componentsOf, 'bucket');
    if (weight === null) return null;
    const estimates = weighted(componentsOf(params, held), part, weight);
    days[held]!.truth.forEach((truth, i) => (abs += Math.abs(estimates[i]! - truth)));
    n += days[held]!.truth.length;
  }
  return abs / n;
}

export interface OuterFold {
  name: string;
  /** What the inner loop chose and the calibration fitted without this day. */
  params: MethodParams;
  weight: number;
  estimates: number[];
  score: Score;
}

export interface CrossValidated {
  folds: OuterFold[];
  /** All held-out buckets together. */
  pooled: Score;
}

function pooled(folds: readonly OuterFold[], days: readonly LabelledDay[]): Score {
  return score(
    folds.flatMap((fold) => fold.estimates),
    days.flatMap((day) => day.truth),
  );
}

/** Nested leave-one-day-out: only outer-fold figures come out. */
export function nestedLeaveOneDayOut(
  days: readonly LabelledDay[],
  part: RandomizedPart,
  componentsOf: ComponentsOf = componentsCache(days),
  grid: readonly MethodParams[] = METHOD_GRID,
): CrossValidated {
  const all = days.map((_, i) => i);
  const folds = all.map((held): OuterFold => {
    const training = without(all, held);
    let best: { params: MethodParams; mae: number } | undefined;
    for (const params of grid) {
      const mae = innerMae(training, days, params, part, componentsOf);
      if (mae !== null && (!best || mae < best.mae)) best = { params, mae };
    }
    if (!best)
      throw new Error(`No constants of the grid could be fitted without ${days[held]!.name}`);
    const weight = fitOn(training, days, best.params, part, componentsOf, 'bucket');
    if (weight === null) throw new Error(`No weight could be fitted without ${days[held]!.name}`);
    const estimates = weighted(componentsOf(best.params, held), part, weight);
    return {
      name: days[held]!.name,
      params: best.params,
      weight,
      estimates,
      score: score(estimates, days[held]!.truth),
    };
  });
  return { folds, pooled: pooled(folds, days) };
}

/**
 * The outer folds again with each fold's constants but another weight (an uncalibrated default,
 * or a calibration at another resolution): the same method, only the weight's source differs.
 */
export function withWeight(
  result: CrossValidated,
  days: readonly LabelledDay[],
  part: RandomizedPart,
  componentsOf: ComponentsOf,
  weightFor: (params: MethodParams, held: number) => number,
): CrossValidated {
  const folds = result.folds.map((fold, i): OuterFold => {
    const weight = weightFor(fold.params, i);
    const estimates = weighted(componentsOf(fold.params, i), part, weight);
    return { ...fold, weight, estimates, score: score(estimates, days[i]!.truth) };
  });
  return { folds, pooled: pooled(folds, days) };
}

/** The weight a location's calibration fits on the other days' hours, as the pipeline does. */
export function hourlyCalibrationWithout(
  days: readonly LabelledDay[],
  part: RandomizedPart,
  componentsOf: ComponentsOf,
) {
  const all = days.map((_, i) => i);
  return (params: MethodParams, held: number): number => {
    const weight = fitOn(without(all, held), days, params, part, componentsOf, 'hour');
    if (weight === null) throw new Error(`Too few hours to calibrate without ${days[held]!.name}`);
    return weight;
  };
}
