// Door counters' in/out and counting gateways' passers-by per interval, however they arrive (the
// ingest API or MQTT): checked against the clock, stored as one batch, a re-sent interval replacing
// the earlier one.
import type { IngestAck, ParsedDoorCountsBatch, ParsedGatewayCountsBatch } from '@footfall/core';
import type { AppContext } from '../app-context';
import type { IngestCaller } from './api-key-auth';
import { storeBatch, type BatchHead, type IngestSource } from './batch-store';
import { resolveDoorCounter, resolveGateway } from './hardware-resolution';
import type { IngestTx } from './ingest-tx';
import { markLeftDays, type LeftInterval } from './moved-intervals';
import {
  latestPerStart,
  type Interval,
  touchSensor,
  touchTag,
  upsertDoorCounts,
  upsertGatewayCounts,
} from './sensor-data-writes';
import { checkItemTimes } from './time-window';

type Batch<T> = Pick<T, Extract<keyof T, 'tag' | 'gateway' | 'counts'>> & { batch_id: string };

/** Stores the batch's intervals (latest per start) for its device and marks the device seen at
 * `lastEnd`; answers the intervals taken from a location the device has left. */
type CountsWriter<C> = (tx: IngestTx, counts: C[], lastEnd: number) => Promise<LeftInterval[]>;

/** The steps every count batch shares, whichever device counted: the clock check, the batch
 * head, the touched days and the days left behind at a former location. */
async function storeCounts<C extends Interval>(
  ctx: AppContext,
  caller: IngestCaller,
  head: Omit<BatchHead, 'itemCount'>,
  counts: readonly C[],
  write: CountsWriter<C>,
): Promise<IngestAck> {
  const ends = counts.map((count) => count.end);
  checkItemTimes({ list: 'counts', field: 'end', values: ends, now: ctx.now() });
  return storeBatch(
    ctx,
    caller,
    { ...head, itemCount: ends.length },
    async (tx, days, elsewhere) => {
      const left = await write(tx, latestPerStart(counts), Math.max(...ends));
      for (const count of counts) days.addInterval(count.start, count.end);
      await markLeftDays(tx, left, ctx.now(), elsewhere);
    },
  );
}

export function storeDoorCounts(
  ctx: AppContext,
  caller: IngestCaller,
  body: Batch<ParsedDoorCountsBatch>,
  source: IngestSource = 'api',
): Promise<IngestAck> {
  const head = { batchId: body.batch_id, kind: 'door-counts', source } as const;
  return storeCounts(ctx, caller, head, body.counts, async (tx, counts, lastEnd) => {
    const tagId = await resolveDoorCounter(tx, caller, body.tag);
    const left = await upsertDoorCounts(tx, { locationId: caller.locationId, tagId }, counts);
    await touchTag(tx, tagId, lastEnd, ctx.now());
    return left;
  });
}

export function storeGatewayCounts(
  ctx: AppContext,
  caller: IngestCaller,
  body: Batch<ParsedGatewayCountsBatch>,
  source: IngestSource = 'api',
): Promise<IngestAck> {
  const head = { batchId: body.batch_id, kind: 'counts', source } as const;
  return storeCounts(ctx, caller, head, body.counts, async (tx, counts, lastEnd) => {
    const sensorId = await resolveGateway(tx, caller, body.gateway);
    const left = await upsertGatewayCounts(tx, { locationId: caller.locationId, sensorId }, counts);
    await touchSensor(tx, sensorId, lastEnd, ctx.now());
    return left;
  });
}
