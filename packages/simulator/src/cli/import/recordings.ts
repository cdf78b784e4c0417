// Detections recorded in the past (brno, ble) made acceptable to the server: moved by whole weeks
// (unless --no-shift), items older than the retention left out, then cut into batches. Chunks are
// cut BEFORE leaving anything out, so a re-run minutes later keeps the same chunk boundaries.
import type { Detection } from '../../client';
import { retentionCutoff, weekShift } from './shift';

export interface RecordingOptions {
  shift: boolean;
  now: Date;
  retentionDays: number;
  /** The zone whose local time of day the shift keeps (none: UTC). */
  timeZone?: string;
  batchSize: number;
  /** The recording's end when it is sent in parts (a track's gateways): all move alike. */
  endMs?: number;
}

export interface PreparedRecording {
  chunks: Detection[][];
  /** Whole weeks moved (0 without shift). */
  weeks: number;
  /** Items left out because they would still be older than the retention after the shift. */
  tooOld: number;
  first: string | null;
  last: string | null;
}

/** `detections` in time order or not; their ts are ISO instants. */
export function prepareRecording(
  detections: readonly Detection[],
  options: RecordingOptions,
): PreparedRecording {
  const sorted = [...detections].sort((a, b) => Date.parse(a.ts) - Date.parse(b.ts));
  const lastItem = sorted[sorted.length - 1];
  const lastTs = options.endMs ?? (lastItem ? Date.parse(lastItem.ts) : 0);
  const nowMs = options.now.getTime();
  const shift = options.shift ? weekShift(lastTs, nowMs, options.timeZone) : null;
  const cutoff = shift ? retentionCutoff(nowMs, options.retentionDays) : -Infinity;
  const chunks: Detection[][] = [];
  let tooOld = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (let start = 0; start < sorted.length; start += options.batchSize) {
    const chunk: Detection[] = [];
    for (const detection of sorted.slice(start, start + options.batchSize)) {
      const ms = shift ? shift.apply(Date.parse(detection.ts)) : Date.parse(detection.ts);
      if (ms < cutoff) {
        tooOld += 1;
        continue;
      }
      const ts = new Date(ms).toISOString();
      first ??= ts;
      last = ts;
      chunk.push({
        ts,
        device: detection.device,
        rssi: detection.rssi,
        randomized: detection.randomized,
        ...(detection.seq === undefined ? {} : { seq: detection.seq }),
      });
    }
    chunks.push(chunk);
  }
  return { chunks, weeks: shift?.weeks ?? 0, tooOld, first, last };
}
