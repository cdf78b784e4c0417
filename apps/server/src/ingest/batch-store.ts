// One transaction per batch: claim its batch_id, write its rows and side effects, mark the local
// days it touched, commit, then tell the pipeline. A batch_id seen before answers `duplicate`
// and changes nothing (gateways resend until they get an answer).
import type { IngestAck, IngestKind } from '@footfall/core';
import { and, eq, max, ne } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { ingestBatches } from '../db/schema';
import { ApiError } from '../http/errors';
import type { IngestCaller } from './api-key-auth';
import { markDirtyDays, TouchedDays } from './touched-days';
import type { IngestTx } from './ingest-tx';

/** The way a batch came in (settings show when each last brought data). */
export type IngestSource = 'api' | 'meraki' | 'mqtt';

export type BatchHead = {
  batchId: string;
  kind: IngestKind;
  itemCount: number;
  /** api unless said otherwise. */
  source?: IngestSource;
};

/** Writes the batch's rows and records the instants and intervals it covers in `days`; adds to
 * `elsewhere` other locations whose days it marked dirty itself (a moved counter's old one). */
export type BatchWriter = (
  tx: IngestTx,
  days: TouchedDays,
  elsewhere: Set<number>,
) => Promise<void>;

async function claimBatch(
  tx: IngestTx,
  caller: IngestCaller,
  head: BatchHead,
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(ingestBatches)
    .values({
      batchId: head.batchId,
      locationId: caller.locationId,
      kind: head.kind,
      itemCount: head.itemCount,
      receivedAt: now,
      source: head.source ?? 'api',
    })
    .onConflictDoNothing({ target: [ingestBatches.locationId, ingestBatches.batchId] })
    .returning({ batchId: ingestBatches.batchId });
  if (claimed) {
    // The key is (location, batch_id): an id another location used is found by the batch_id
    // index (on Citus a read of every shard). Two locations sending one id at the same instant
    // both store their batch: nothing is lost.
    const [elsewhere] = await tx
      .select({ locationId: ingestBatches.locationId })
      .from(ingestBatches)
      .where(
        and(
          eq(ingestBatches.batchId, head.batchId),
          ne(ingestBatches.locationId, caller.locationId),
        ),
      )
      .limit(1);
    if (!elsewhere) return true;
  } else {
    // Stored before at the caller's location (one shard on Citus): the same kind is a replay.
    const [earlier] = await tx
      .select({ kind: ingestBatches.kind })
      .from(ingestBatches)
      .where(
        and(
          eq(ingestBatches.locationId, caller.locationId),
          eq(ingestBatches.batchId, head.batchId),
        ),
      );
    if (earlier?.kind === head.kind) return false;
  }
  // The same id for different data is a sender's bug: refusing it loses nothing silently.
  const message = `batch_id ${head.batchId} was already used for another batch`;
  throw new ApiError('ConflictException', message, { batch_id: message });
}

export async function storeBatch(
  ctx: AppContext,
  caller: IngestCaller,
  head: BatchHead,
  write: BatchWriter,
): Promise<IngestAck> {
  const now = ctx.now();
  const store = () =>
    ctx.db.transaction(async (tx): Promise<Set<number> | null> => {
      if (!(await claimBatch(tx, caller, head, now))) return null;
      const { show } = caller;
      const days = new TouchedDays(caller.timeZone, show && new TouchedDays(show.timeZone));
      const alsoDirty = new Set<number>();
      await write(tx, days, alsoDirty);
      await markDirtyDays(tx, caller.locationId, days.list(), now);
      // A booth's data is its show's too: the show's days are recomputed as well.
      if (show && days.also) await markDirtyDays(tx, show.id, days.also.list(), now);
      return alsoDirty;
    });
  // A day's partition attached while this batch's rows went to the default partition (db/
  // raw-partitions.ts) fails the batch as a whole; sent again, its rows go to the new partition.
  const alsoDirty = await store().catch((error: unknown) =>
    routedBeforeAttach(error) ? store() : Promise.reject(error),
  );
  const stored = alsoDirty !== null;
  if (stored) ctx.pipeline.dataArrived(caller.locationId);
  if (stored && caller.show) ctx.pipeline.dataArrived(caller.show.id);
  for (const locationId of alsoDirty ?? []) ctx.pipeline.dataArrived(locationId);
  return {
    batch_id: head.batchId,
    accepted: stored ? head.itemCount : 0,
    duplicate: !stored,
  };
}

function routedBeforeAttach(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, table } = cause as { code?: string; table?: string };
    if (code === '23514' && table === 'raw_detections_default') return true;
  }
  return false;
}

/** When the location's last batch came in this way, or null before the first. */
export async function lastBatchAt(
  db: Database,
  locationId: number,
  source: IngestSource,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(ingestBatches.receivedAt) })
    .from(ingestBatches)
    .where(and(eq(ingestBatches.locationId, locationId), eq(ingestBatches.source, source)));
  return row?.at ?? null;
}
