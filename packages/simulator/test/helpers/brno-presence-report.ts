// The figures docs/accuracy.md quotes for Brno (BRNO_REPORT=1), as Markdown table rows. The
// in-sample rows are printed for comparison only: nothing tests them.
import {
  LINKED_RANDOMIZED_WEIGHT,
  UNLINKED_RANDOMIZED_WEIGHT,
  type PresenceComponents,
} from '@footfall/core';
import {
  PRODUCT_PARAMS,
  fitOn,
  hourlyCalibrationWithout,
  minutes,
  score,
  scoreDays,
  weighted,
  without,
  type ComponentsOf,
  type CrossValidated,
  type DayScore,
  type LabelledDay,
  type Score,
} from './presence-cross-validation';
import { simulatedPresencePrior } from './simulated-presence-prior';

const figure = (s: Score) => `${s.mae.toFixed(2)} / ${s.r.toFixed(3)}`;
const row = (label: string, result: { perDay: Score[]; pooled: Score }) =>
  `| ${label} | ${result.perDay.map(figure).join(' | ')} | ${figure(result.pooled)} |`;
const folds = (result: CrossValidated) => ({
  perDay: result.folds.map((fold) => fold.score),
  pooled: result.pooled,
});
const choices = (label: string, result: CrossValidated) =>
  `${label}: ${result.folds
    .map((f) => `${f.name} gap/pads ${minutes(f.params).join('/')} min, w ${f.weight.toFixed(3)}`)
    .join('; ')}`;

/** Scores on the buckets with people only. */
function occupied(result: CrossValidated, days: readonly LabelledDay[]): Score {
  const keep = days.flatMap((day) => day.truth.map((t) => t > 0));
  const pick = <T>(values: readonly T[]) => values.filter((_, i) => keep[i]);
  return score(pick(result.folds.flatMap((f) => f.estimates)), pick(days.flatMap((d) => d.truth)));
}

export function brnoReport(input: {
  plain: readonly LabelledDay[];
  withSeq: readonly LabelledDay[];
  plainParts: ComponentsOf;
  seqParts: ComponentsOf;
  nested: { plain: CrossValidated; withSeq: CrossValidated };
  baseline: { perDay: DayScore[]; pooled: Score };
  uncalibrated: CrossValidated;
  calibrated: CrossValidated;
  prior: ReturnType<typeof simulatedPresencePrior>;
}): string {
  const { plain, withSeq, plainParts, seqParts, nested } = input;
  const all = plain.map((_, i) => i);
  const productParts = (parts: ComponentsOf) =>
    all.map((i): PresenceComponents[] => parts(PRODUCT_PARAMS, i));
  const inSample = (parts: ComponentsOf, part: 'unlinked' | 'linked', weight: number) =>
    scoreDays(
      plain,
      productParts(parts).map((p) => weighted(p, part, weight)),
    );
  const leaveOneOutWeights = (
    data: readonly LabelledDay[],
    parts: ComponentsOf,
    part: 'unlinked' | 'linked',
  ) =>
    all.map((held) =>
      fitOn(without(all, held), data, PRODUCT_PARAMS, part, parts, 'bucket')!.toFixed(3),
    );
  const priorWeight = input.prior.weightFor(PRODUCT_PARAMS);
  const calibrateHourly = hourlyCalibrationWithout(plain, 'unlinked', plainParts);
  const calibratedProduct = scoreDays(
    plain,
    all.map((held) =>
      weighted(plainParts(PRODUCT_PARAMS, held), 'unlinked', calibrateHourly(PRODUCT_PARAMS, held)),
    ),
  );
  return [
    `days: ${plain.map((d) => `${d.name} (${d.truth.length} buckets)`).join(', ')}`,
    choices('nested, without sequence numbers', nested.plain),
    choices('nested, with sequence numbers', nested.withSeq),
    choices('uncalibrated default (simulator)', input.uncalibrated),
    choices('calibrated on the other days, hourly', input.calibrated),
    row('baseline', input.baseline),
    row('nested, without sequence numbers', folds(nested.plain)),
    row('nested, with sequence numbers', folds(nested.withSeq)),
    row('uncalibrated default (simulator weight)', folds(input.uncalibrated)),
    row('calibrated on the other days (hourly fitPresenceWeight)', folds(input.calibrated)),
    `occupied buckets only (nested): without ${figure(occupied(nested.plain, plain))}, with ${figure(occupied(nested.withSeq, withSeq))}`,
    '-- in-sample (product constants, chosen on all four days), untested --',
    row(
      `fixed ${UNLINKED_RANDOMIZED_WEIGHT}`,
      inSample(plainParts, 'unlinked', UNLINKED_RANDOMIZED_WEIGHT),
    ),
    row(
      `fixed ${LINKED_RANDOMIZED_WEIGHT} (sequence numbers)`,
      inSample(seqParts, 'linked', LINKED_RANDOMIZED_WEIGHT),
    ),
    row(
      `simulator weight ${priorWeight.toFixed(3)}, product constants`,
      inSample(plainParts, 'unlinked', priorWeight),
    ),
    row('product constants, weight calibrated hourly without the day', calibratedProduct),
    `product constants, weight fitted without each day: unlinked ${leaveOneOutWeights(plain, plainParts, 'unlinked').join(', ')}; linked ${leaveOneOutWeights(withSeq, seqParts, 'linked').join(', ')}`,
    `simulator: mean inside ${input.prior.meanInside().toFixed(2)}; weight at the product constants ${priorWeight.toFixed(3)} (per-burst addresses), ${simulatedPresencePrior('simulator').weightFor(PRODUCT_PARAMS).toFixed(3)} (its own 12-18 min rotation)`,
  ].join('\n');
}
