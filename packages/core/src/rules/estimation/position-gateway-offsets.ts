// Per-gateway RSSI offsets learnt from the data itself (no ground truth): a gateway that reads
// systematically weaker or stronger than the path-loss model predicts at the devices' estimated
// positions (antenna, mounting, a shelf in the way) would otherwise pull every fix near it.

/** A gateway's offset is trusted in proportion to count / (count + this): sparse data stays neutral. */
export const OFFSET_PRIOR_COUNT = 50;
/** Beyond this the gateway is more likely misplaced than biased; do not follow it further. */
export const MAX_OFFSET_DB = 10;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/**
 * Offsets (dB, to subtract from a gateway's readings) from each gateway's residuals
 * (measured - modelled RSSI): the median, shrunk towards 0 for gateways with few readings,
 * clamped, then centred so the offsets average 0 and the location's txPower keeps its meaning.
 */
export function gatewayOffsets(
  residuals: ReadonlyMap<string, readonly number[]>,
): Map<string, number> {
  const raw = new Map<string, number>();
  for (const [gateway, values] of residuals) {
    if (values.length === 0) continue;
    const shrink = values.length / (values.length + OFFSET_PRIOR_COUNT);
    raw.set(gateway, Math.max(-MAX_OFFSET_DB, Math.min(MAX_OFFSET_DB, median(values) * shrink)));
  }
  if (raw.size === 0) return raw;
  const mean = [...raw.values()].reduce((sum, value) => sum + value, 0) / raw.size;
  return new Map([...raw].map(([gateway, value]) => [gateway, value - mean]));
}
