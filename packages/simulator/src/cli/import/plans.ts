// Turns the files of one import kind into batches for one location (calit2, brno, ble).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseBrnoDay, BRNO_TIME_ZONE } from '../../importers/brno';
import { parseCalit2Data } from '../../importers/calit2';
import { detectionBatches, doorCountBatches, type Batch } from './batches';
import { prepareRecording, type PreparedRecording } from './recordings';
import type { ImportArgs } from './args';
import { bleRecordings } from './ble-plan';

export const CALIT2_TAG = 'CALIT2-MAIN-DOOR';
export const BRNO_GATEWAY = 'BRNO-SC6-61-P1';
/** Hashes the Brno MACs the way a gateway would; fixed so a re-run sends the same ids. */
export const BRNO_DEVICE_SALT = 'footfall-import';

export const DEFAULT_BATCH_SIZE = { calit2: 48, detections: 5000, melbourne: 744 } as const;

export interface Plan {
  batches: Batch[];
  /** Lines worth telling the user before sending (what was moved or left out). */
  notes: string[];
}

const read = (file: string) => readFileSync(file, 'utf8');

function calit2Plan(args: ImportArgs, locationId: string): Plan {
  const batches: Batch[] = [];
  const notes: string[] = [];
  for (const file of args.files) {
    const skipped: Record<string, number> = {};
    const counts = parseCalit2Data(read(file), skipped);
    const source = { kind: 'calit2', locationId, file: path.basename(file), target: CALIT2_TAG };
    batches.push(...doorCountBatches(source, counts, args.batchSize ?? DEFAULT_BATCH_SIZE.calit2));
    notes.push(
      `${path.basename(file)}: ${counts.length} half-hour intervals, ${counts[0]?.start ?? '-'} to ${counts[counts.length - 1]?.end ?? '-'} (door counts keep their dates)`,
    );
    notes.push(...skippedNote(path.basename(file), skipped));
  }
  return { batches, notes };
}

/** "file: rows skipped: 3 malformed row, 1 ..." when an importer left rows out; nothing if not. */
function skippedNote(file: string, skipped: Record<string, number>): string[] {
  const reasons = Object.entries(skipped).map(([reason, rows]) => `${rows} ${reason}`);
  return reasons.length > 0 ? [`${file}: rows skipped: ${reasons.join(', ')}`] : [];
}

export function describeRecording(name: string, prepared: PreparedRecording, sent: number): string {
  const moved = prepared.weeks === 0 ? 'dates kept' : `moved ${prepared.weeks} weeks`;
  const left = prepared.tooOld > 0 ? `, ${prepared.tooOld} older than the retention left out` : '';
  return `${name}: ${sent} detections, ${moved} -> ${prepared.first ?? '-'} to ${prepared.last ?? '-'}${left}`;
}

function brnoPlan(args: ImportArgs, locationId: string): Plan {
  const batches: Batch[] = [];
  const notes: string[] = [];
  for (const file of args.files) {
    const day = parseBrnoDay(read(file), BRNO_DEVICE_SALT);
    // The sequence numbers travel too: they link a phone's rotating randomized addresses.
    const detections = day.detections.map(({ seqNum, ...detection }) =>
      seqNum === undefined ? detection : { ...detection, seq: seqNum },
    );
    const prepared = prepareRecording(detections, {
      shift: args.shift,
      now: args.now,
      retentionDays: args.retentionDays,
      timeZone: BRNO_TIME_ZONE,
      batchSize: args.batchSize ?? DEFAULT_BATCH_SIZE.detections,
    });
    const source = { kind: 'brno', locationId, file: path.basename(file), target: BRNO_GATEWAY };
    const fileBatches = detectionBatches(source, prepared.chunks);
    batches.push(...fileBatches);
    const sent = fileBatches.reduce((sum, batch) => sum + batch.items.length, 0);
    notes.push(describeRecording(path.basename(file), prepared, sent));
    notes.push(...skippedNote(path.basename(file), day.skipped));
  }
  return { batches, notes };
}

function blePlan(args: ImportArgs, locationId: string): Plan {
  const batches: Batch[] = [];
  const notes: string[] = [];
  for (const recording of bleRecordings(args.files)) {
    let sent = 0;
    let tooOld = 0;
    let weeks = 0;
    for (const [gateway, detections] of recording.byGateway) {
      const prepared = prepareRecording(detections, {
        shift: args.shift,
        now: args.now,
        retentionDays: args.retentionDays,
        batchSize: args.batchSize ?? DEFAULT_BATCH_SIZE.detections,
        endMs: recording.endMs,
      });
      const source = { kind: 'ble', locationId, file: recording.name, target: gateway };
      const gatewayBatches = detectionBatches(source, prepared.chunks);
      batches.push(...gatewayBatches);
      sent += gatewayBatches.reduce((sum, batch) => sum + batch.items.length, 0);
      tooOld += prepared.tooOld;
      weeks = prepared.weeks;
    }
    const moved = weeks === 0 ? 'dates kept' : `moved ${weeks} weeks`;
    const left = tooOld > 0 ? `, ${tooOld} older than the retention left out` : '';
    notes.push(
      `${recording.name}: ${sent} detections from ${recording.byGateway.size} gateways, ${moved}${left}`,
    );
    if (recording.unknownGateways.length > 0)
      notes.push(`  not in tetam.dev: ${recording.unknownGateways.join(', ')}`);
  }
  return { batches, notes };
}

export function planFor(args: ImportArgs, locationId: string): Plan {
  switch (args.kind) {
    case 'calit2':
      return calit2Plan(args, locationId);
    case 'brno':
      return brnoPlan(args, locationId);
    case 'ble':
      return blePlan(args, locationId);
    case 'melbourne':
      throw new Error('melbourne imports are planned per sensor location (melbourne-plan.ts)');
  }
}
