// Hour buckets of a local day by binary search over its hour starts: no Intl call per detection.

/**
 * Index of the local hour holding `ts`, given the ascending hour starts of the day; -1 before the
 * first hour. The caller keeps `ts` below the day's end.
 */
export function hourIndex(hourStarts: readonly number[], ts: number): number {
  let low = 0;
  let high = hourStarts.length - 1;
  if (high < 0 || ts < (hourStarts[0] as number)) return -1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((hourStarts[middle] as number) <= ts) low = middle;
    else high = middle - 1;
  }
  return low;
}
