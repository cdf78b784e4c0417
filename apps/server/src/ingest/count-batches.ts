// Door counters' in/out and counting gateways' passers-by per interval, however they arrive (the
// ingest API or MQTT): checked against the clock, stored as one batch, a re-sent interval replacing
// the earlier one.
import type { IngestAck, ParsedDoorCountsBatch, ParsedGatewayCountsBatch } from '@footfall/core';
import type { AppContext } from '../app-context';
import type { IngestCaller } from './api-key-auth';
import { storeBatch, type BatchHead, type IngestSource } from './batch-store';
import { resolveDoorCounter, resolveGateway } from './hardware-resolution';
import { markLeftDays } from './moved-intervals';
import {
  latestPerStart,
  touchSensor,
  touchTag,
  upsertDoorCounts,
  upsertGatewayCounts,
} from './sensor-data-writes';
import { checkItemTimes } from './time-window';

type Batch<T> = Pick<T, Extract<keyof T, 'tag' | 'gateway' | 'counts'>> & { batch_id: string };

export async function storeDoorCounts(
  ctx: AppContext,
  caller: IngestCaller,
  body: Batch<ParsedDoorCountsBatch>,
  source: IngestSource = 'api',
): Promise<IngestAck> {
  const ends = body.counts.map((count) => count.end);
  checkItemTimes({ list: 'counts', field: 'end', values: ends, now: ctx.now() });
  const head: BatchHead = {
    batchId: body.batch_id,
    kind: 'door-counts',
    itemCount: ends.length,
    source,
  };
  return storeBatch(ctx, caller, head, async (tx, days, elsewhere) => {
    const tagId = await resolveDoorCounter(tx, caller, body.tag);
    const left = await upsertDoorCounts(
      tx,
      { locationId: caller.locationId, tagId },
      latestPerStart(body.counts),
    );
    for (const count of body.counts) days.addInterval(count.start, count.end);
    await touchTag(tx, tagId, Math.max(...ends), ctx.now());
    await markLeftDays(tx, left, ctx.now(), elsewhere);
  });
}

export async function storeGatewayCounts(
  ctx: AppContext,
  caller: IngestCaller,
  body: Batch<ParsedGatewayCountsBatch>,
  source: IngestSource = 'api',
): Promise<IngestAck> {
  const ends = body.counts.map((count) => count.end);
  checkItemTimes({ list: 'counts', field: 'end', values: ends, now: ctx.now() });
  const head: BatchHead = {
    batchId: body.batch_id,
    kind: 'counts',
    itemCount: ends.length,
    source,
  };
  return storeBatch(ctx, caller, head, async (tx, days, elsewhere) => {
    const sensorId = await resolveGateway(tx, caller, body.gateway);
    const left = await upsertGatewayCounts(
      tx,
      { locationId: caller.locationId, sensorId },
      latestPerStart(body.counts),
    );
    for (const count of body.counts) days.addInterval(count.start, count.end);
    await touchSensor(tx, sensorId, Math.max(...ends), ctx.now());
    await markLeftDays(tx, left, ctx.now(), elsewhere);
  });
}
