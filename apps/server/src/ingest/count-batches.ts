// Door counters' in/out and counting gateways' passers-by per interval, however they arrive (the
// ingest API or MQTT): checked against the clock, stored as one batch, a re-sent interval replacing
// the earlier one.
import type { IngestAck, ParsedDoorCountsBatch, ParsedGatewayCountsBatch } from '@footfall/core';
import type { AppContext } from '../app-context';
import type { IngestCaller } from './api-key-auth';
import { storeBatch, type IngestSource } from './batch-store';
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
type CountOf<B> = B extends { counts: readonly (infer C)[] } ? C : never;

/** What differs between the devices that count: the batch kind, the device's serial in the
 * batch, its id at the caller's location, and storing its intervals (latest per start) there,
 * which answers the intervals taken from a location the device has left. */
type Counter<B> = {
  kind: 'door-counts' | 'counts';
  serial: (body: B) => string;
  resolve: (tx: IngestTx, caller: IngestCaller, serial: string) => Promise<number>;
  upsert: (
    tx: IngestTx,
    locationId: number,
    deviceId: number,
    counts: CountOf<B>[],
  ) => Promise<LeftInterval[]>;
  touch: (tx: IngestTx, deviceId: number, seenMs: number, now: Date) => Promise<void>;
};

/** The steps every count batch shares, whichever device counted: the clock check, the batch
 * head, the device, the touched days and the days left behind at a former location. */
const countsStore =
  <B extends { batch_id: string; counts: readonly Interval[] }>(counter: Counter<B>) =>
  (
    ctx: AppContext,
    caller: IngestCaller,
    body: B,
    source: IngestSource = 'api',
  ): Promise<IngestAck> => {
    const counts = body.counts as readonly CountOf<B>[];
    const ends = counts.map((count) => count.end);
    checkItemTimes({ list: 'counts', field: 'end', values: ends, now: ctx.now() });
    const head = { batchId: body.batch_id, kind: counter.kind, source, itemCount: ends.length };
    return storeBatch(ctx, caller, head, async (tx, days, elsewhere) => {
      const deviceId = await counter.resolve(tx, caller, counter.serial(body));
      const left = await counter.upsert(tx, caller.locationId, deviceId, latestPerStart(counts));
      await counter.touch(tx, deviceId, Math.max(...ends), ctx.now());
      for (const count of counts) days.addInterval(count.start, count.end);
      await markLeftDays(tx, left, ctx.now(), elsewhere);
    });
  };

export const storeDoorCounts = countsStore<Batch<ParsedDoorCountsBatch>>({
  kind: 'door-counts',
  serial: (body) => body.tag,
  resolve: resolveDoorCounter,
  upsert: (tx, locationId, tagId, counts) => upsertDoorCounts(tx, { locationId, tagId }, counts),
  touch: touchTag,
});

export const storeGatewayCounts = countsStore<Batch<ParsedGatewayCountsBatch>>({
  kind: 'counts',
  serial: (body) => body.gateway,
  resolve: resolveGateway,
  upsert: (tx, locationId, sensorId, counts) =>
    upsertGatewayCounts(tx, { locationId, sensorId }, counts),
  touch: touchSensor,
});
