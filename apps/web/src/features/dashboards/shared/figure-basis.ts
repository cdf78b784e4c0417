// What a card's figure rests on (issue 19): a Wi-Fi estimate with its band, or a door-counter
// count. The API says it once per answer; this picks it for one figure of the answer.
import type { DoorCounterResponse, Estimate, FootTrafficResponse } from '@footfall/core';

export type FigureBasis = Estimate | DoorCounterResponse['basis'];

/**
 * The basis of `figure` (the answer's field name, e.g. 'visitors'): a foot-traffic answer's
 * estimate covers only the figures it names (walk-bys and rates have no door to be checked
 * against); every figure of a door-counter answer is counted. Null when nothing is said.
 */
export function basisOf(
  figure: string,
  answer: FootTrafficResponse | DoorCounterResponse | undefined,
): FigureBasis | null {
  if (!answer) return null;
  if ('basis' in answer) return answer.basis;
  return answer.estimate.figures.includes(figure) ? answer.estimate : null;
}
