// The Brno probe days (datasets/brno-probes) as the presence accuracy test scores them: the
// detections the pipeline keeps (at or above ignore_rssi), with and without 802.11 sequence
// numbers, and the counted occupancy per 5-minute bucket.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_VISITOR_DEFINITIONS,
  PRESENCE_BUCKET_MS,
  type PresenceDetection,
} from '@footfall/core';
import { occupancyPerBucket, readBrnoDay } from '../../src/importers/brno';

export interface BrnoPresenceDay {
  name: string;
  /** People in the room per 5-minute bucket (time-weighted mean of the counted occupancy). */
  truth: number[];
  /** What the pipeline has: ts, device, rssi, randomized (no sequence numbers). */
  plain: PresenceDetection[];
  withSeq: PresenceDetection[];
  range: { start: number; end: number };
}

export function loadBrnoPresenceDays(dir: string): BrnoPresenceDay[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .map((file) => {
      const { detections, groundTruth } = readBrnoDay(join(dir, file), 'accuracy-test');
      const first = Date.parse(groundTruth[0]!.ts);
      const start = Math.floor(first / PRESENCE_BUCKET_MS) * PRESENCE_BUCKET_MS;
      const truth = occupancyPerBucket(groundTruth, start, PRESENCE_BUCKET_MS);
      const end = Date.parse(groundTruth[groundTruth.length - 1]!.ts);
      // The pipeline drops detections below ignore_rssi before estimating.
      const withSeq = detections
        .filter((d) => d.rssi >= DEFAULT_VISITOR_DEFINITIONS.ignore_rssi)
        .map((d) => ({ ...d, ts: Date.parse(d.ts) }));
      const plain = withSeq.map(({ seqNum: _seqNum, ...d }) => d);
      return {
        name: /\d{4}-\d{2}-\d{2}/.exec(file)?.[0] ?? file,
        truth: truth.map((b) => b.occupancy),
        plain,
        withSeq,
        range: { start, end },
      };
    });
}
