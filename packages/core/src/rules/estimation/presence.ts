// People present per time bucket from Wi-Fi probe requests (docs/product.md section 11,
// accuracy targets). Phones probe in bursts every 30 s to a few minutes and most of them rotate
// randomized MAC addresses, so an address is not a person: the estimate follows each stable address
// as one device, and turns randomized addresses into people with a calibrated weight (one person
// emits several of them). Validated on the Brno probe dataset, see docs/accuracy.md.
import { DEFAULT_VISITOR_DEFINITIONS } from '../analytics/visitor-classes';

export interface PresenceDetection {
  /** Epoch milliseconds. */
  ts: number;
  /** Hashed device address. */
  device: string;
  rssi: number;
  randomized: boolean;
  /**
   * Optional 802.11 sequence number (0-4095) of the probe. Many phones keep counting across a MAC
   * rotation, which lets consecutive randomized addresses be linked into one device.
   */
  seqNum?: number | null;
}

export interface PresenceOptions {
  /** Bucket length; 5 minutes by default. */
  bucketMs?: number;
  /** Detections weaker than this are outside (docs/product.md section 11 `visitor_rssi`, -70
   * dBm). */
  visitorRssi?: number;
  /**
   * The constants chosen from data (PRESENCE_GAP_MS, IDENTIFIED_PAD_MS, RANDOMIZED_PAD_MS), open
   * so that an accuracy check can choose them inside its cross-validation, not with the product's
   * values fixed beforehand. The product uses the defaults.
   */
  gapMs?: number;
  identifiedPadMs?: number;
  randomizedPadMs?: number;
}

export interface PresenceBucket {
  start: number;
  people: number;
}

/** The parts the estimate adds up, per bucket, in device-buckets (before weighting). */
export interface PresenceComponents {
  start: number;
  /** Devices with a stable address, each counted once while present. */
  identified: number;
  /** Randomized addresses linked into devices by sequence number. */
  linkedRandomized: number;
  /** Randomized addresses without a sequence number, each on its own. */
  unlinkedRandomized: number;
}

const MINUTE = 60_000;
export const PRESENCE_BUCKET_MS = 5 * MINUTE;
/** A device stays present across gaps up to this (probe intervals reach a few minutes). */
export const PRESENCE_GAP_MS = 5 * MINUTE;
/** A stable address seen once is counted for a minute either side of the probe. */
export const IDENTIFIED_PAD_MS = 1 * MINUTE;
/**
 * A randomized address lives for one or a few bursts, but its phone stays around: each one
 * attests presence for a typical probe interval (5 minutes) either side.
 */
export const RANDOMIZED_PAD_MS = 5 * MINUTE;
/** A device present this long in one call is infrastructure or left behind, not a person. */
const PERSISTENT_PRESENCE_MS = 10 * 60 * MINUTE;
/** Sequence-number linking: the next address must start within this of the previous one... */
const LINK_MAX_GAP_MS = 2 * MINUTE;
/** ...and continue its 12-bit counter by at most this many frames. */
const LINK_MAX_SEQ_STEP = 256;
const SEQ_MODULO = 4096;

/**
 * People per randomized-address presence. Least squares (through the origin, identified devices
 * counted at 1) over the four Brno days; leaving one day out the fitted value stays within
 * 0.208-0.255 for unlinked addresses and 0.399-0.421 for linked ones. These saw every Brno day:
 * docs/accuracy.md's nested figures are what to expect on days they never saw.
 */
export const UNLINKED_RANDOMIZED_WEIGHT = 0.22;
export const LINKED_RANDOMIZED_WEIGHT = 0.4;

type TrackKind = 'identified' | 'linked' | 'unlinked';

interface Track {
  kind: TrackKind;
  /** Detection times, ascending. */
  times: number[];
}

/** One address's inside detections, in time order. */
interface AddressRun {
  times: number[];
  firstTs: number;
  lastTs: number;
  firstSeq: number | undefined;
  lastSeq: number | undefined;
  randomized: boolean;
}

function groupByAddress(detections: readonly PresenceDetection[], visitorRssi: number) {
  const inside = detections.filter((d) => d.rssi >= visitorRssi).sort((a, b) => a.ts - b.ts);
  const runs = new Map<string, AddressRun>();
  for (const d of inside) {
    const run = runs.get(d.device);
    if (run) {
      run.times.push(d.ts);
      run.lastTs = d.ts;
      run.lastSeq = d.seqNum ?? undefined;
      run.randomized ||= d.randomized;
    } else {
      runs.set(d.device, {
        times: [d.ts],
        firstTs: d.ts,
        lastTs: d.ts,
        firstSeq: d.seqNum ?? undefined,
        lastSeq: d.seqNum ?? undefined,
        randomized: d.randomized,
      });
    }
  }
  return [...runs.values()];
}

interface SequencedRun {
  times: number[];
  firstTs: number;
  lastTs: number;
  firstSeq: number;
  lastSeq: number;
}

/**
 * Links randomized addresses that carry sequence numbers: an address that starts shortly after
 * another ended and continues its counter is the same phone. Greedy, closest counter step first.
 */
function linkBySequence(runs: readonly SequencedRun[]): Track[] {
  const ordered = [...runs].sort((a, b) => a.firstTs - b.firstTs);
  const chains: SequencedRun[] = [];
  let open: SequencedRun[] = [];
  for (const run of ordered) {
    open = open.filter((c) => run.firstTs - c.lastTs <= LINK_MAX_GAP_MS);
    let best: SequencedRun | undefined;
    let bestStep = Infinity;
    for (const chain of open) {
      if (chain.lastTs > run.firstTs) continue;
      const step = (((run.firstSeq - chain.lastSeq) % SEQ_MODULO) + SEQ_MODULO) % SEQ_MODULO;
      if (step >= 1 && step <= LINK_MAX_SEQ_STEP && step < bestStep) {
        best = chain;
        bestStep = step;
      }
    }
    if (best) {
      best.times.push(...run.times);
      best.lastTs = run.lastTs;
      best.lastSeq = run.lastSeq;
    } else {
      const chain = { ...run, times: [...run.times] };
      chains.push(chain);
      open.push(chain);
    }
  }
  return chains.map((c) => ({ kind: 'linked', times: c.times }));
}

function buildTracks(detections: readonly PresenceDetection[], visitorRssi: number): Track[] {
  const tracks: Track[] = [];
  const sequenced: SequencedRun[] = [];
  for (const { randomized, firstSeq, lastSeq, ...run } of groupByAddress(detections, visitorRssi)) {
    if (!randomized) tracks.push({ kind: 'identified', times: run.times });
    else if (firstSeq !== undefined && lastSeq !== undefined)
      sequenced.push({ ...run, firstSeq, lastSeq });
    else tracks.push({ kind: 'unlinked', times: run.times });
  }
  return tracks.concat(linkBySequence(sequenced));
}

/** Visits of a track: runs of detections whose gaps stay within gapMs. */
function visits(times: readonly number[], gapMs: number): [number, number][] {
  const runs: [number, number][] = [];
  for (const t of times) {
    const current = runs[runs.length - 1];
    if (current && t - current[1] <= gapMs) current[1] = t;
    else runs.push([t, t]);
  }
  return runs;
}

/** Presence intervals: visits padded either side, overlapping pads merged. */
function presenceIntervals(runs: readonly [number, number][], padMs: number) {
  const intervals: [number, number][] = [];
  for (const [first, last] of runs) {
    const previous = intervals[intervals.length - 1];
    if (previous && first - padMs <= previous[1]) previous[1] = last + padMs;
    else intervals.push([first - padMs, last + padMs]);
  }
  return intervals;
}

const isPersistent = (runs: readonly [number, number][]) =>
  runs.reduce((sum, [first, last]) => sum + last - first, 0) >= PERSISTENT_PRESENCE_MS;

/** Device-buckets per bucket of the range, by kind, before weighting. */
export function presenceComponents(
  detections: readonly PresenceDetection[],
  range: { start: number; end: number },
  options: PresenceOptions = {},
): PresenceComponents[] {
  const bucketMs = options.bucketMs ?? PRESENCE_BUCKET_MS;
  if (!(bucketMs > 0)) throw new RangeError('bucketMs must be positive');
  const gapMs = options.gapMs ?? PRESENCE_GAP_MS;
  const pads = {
    identified: options.identifiedPadMs ?? IDENTIFIED_PAD_MS,
    randomized: options.randomizedPadMs ?? RANDOMIZED_PAD_MS,
  };
  if (![gapMs, pads.identified, pads.randomized].every((ms) => ms >= 0))
    throw new RangeError('gapMs and the paddings must be 0 or more');
  const count = Math.max(0, Math.ceil((range.end - range.start) / bucketMs));
  const buckets: PresenceComponents[] = Array.from({ length: count }, (_, i) => ({
    start: range.start + i * bucketMs,
    identified: 0,
    linkedRandomized: 0,
    unlinkedRandomized: 0,
  }));
  const field = {
    identified: 'identified',
    linked: 'linkedRandomized',
    unlinked: 'unlinkedRandomized',
  } as const;
  for (const track of buildTracks(
    detections,
    options.visitorRssi ?? DEFAULT_VISITOR_DEFINITIONS.visitor_rssi,
  )) {
    const runs = visits(track.times, gapMs);
    if (isPersistent(runs)) continue;
    const pad = track.kind === 'identified' ? pads.identified : pads.randomized;
    for (const [from, to] of presenceIntervals(runs, pad)) {
      const first = Math.max(0, Math.floor((from - range.start) / bucketMs));
      const last = Math.min(count - 1, Math.floor((to - range.start) / bucketMs));
      for (const bucket of buckets.slice(first, last + 1)) {
        // The last bucket may be cut short by range.end: average over the part inside.
        const bucketEnd = Math.min(bucket.start + bucketMs, range.end);
        const overlap = Math.min(to, bucketEnd) - Math.max(from, bucket.start);
        if (overlap > 0) bucket[field[track.kind]] += overlap / (bucketEnd - bucket.start);
      }
    }
  }
  return buckets;
}

/** People present per bucket from range.start to range.end (the last bucket may be partial). */
export function estimatePresence(
  detections: readonly PresenceDetection[],
  range: { start: number; end: number },
  options: PresenceOptions = {},
): PresenceBucket[] {
  return presenceComponents(detections, range, options).map((b) => ({
    start: b.start,
    people: presencePeople(b),
  }));
}

/**
 * People of a bucket's parts: a stable address counts 1, randomized presence by its weight (a
 * location's calibrated unlinked weight, core's calibration fitPresenceWeight, or the default).
 */
export function presencePeople(
  parts: Omit<PresenceComponents, 'start'>,
  unlinkedWeight: number | null = null,
): number {
  return (
    parts.identified +
    LINKED_RANDOMIZED_WEIGHT * parts.linkedRandomized +
    (unlinkedWeight ?? UNLINKED_RANDOMIZED_WEIGHT) * parts.unlinkedRandomized
  );
}
