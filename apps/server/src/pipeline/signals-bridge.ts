// Pipeline signals across processes: what one process signals (ingest stored data, the worker
// rewrote a location) is sent with PostgreSQL's NOTIFY and heard by every other process that
// LISTENs on the same database, so a worker in its own process wakes at once and live streams in
// every server see the rollups move. Each process still hears its own signals in-process.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PipelineSignals } from './signals';

const CHANNEL = 'footfall_pipeline';

type Message = { from: string; kind: 'data' | 'processed'; locationId: number };

export type SignalsBridge = { close: () => Promise<void> };

export function bridgeSignals(
  signals: PipelineSignals,
  options: {
    pool: pg.Pool;
    databaseUrl: string;
    onError?: (message: string) => void;
  },
): SignalsBridge {
  const self = randomBytes(6).toString('hex');
  let closed = false;
  let listener: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;

  const send = (kind: Message['kind'], locationId: number) => {
    if (closed) return;
    const payload = JSON.stringify({ from: self, kind, locationId } satisfies Message);
    // Lost when the database is away: the worker's poll and the live streams' timer catch up.
    options.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch(() => undefined);
  };
  const offData = signals.onDataArrived((id) => send('data', id), { local: true });
  const offProcessed = signals.onProcessed((id) => send('processed', id), { local: true });

  const receive = (notification: pg.Notification) => {
    let message: Message;
    try {
      message = JSON.parse(notification.payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === self || !Number.isInteger(message.locationId)) return;
    if (message.kind === 'data') signals.dataArrived(message.locationId, { remote: true });
    if (message.kind === 'processed') signals.processed(message.locationId, { remote: true });
  };

  // One connection of its own that LISTENs; it is opened again after the database restarts.
  const schedule = (delayMs: number) => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => void listen(delayMs), delayMs);
  };
  const listen = async (delayMs: number) => {
    retryTimer = null;
    if (closed) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', receive);
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      schedule(250);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (closed) await client.end();
      else listener = client;
    } catch (error) {
      options.onError?.(`pipeline signals: cannot listen (${(error as Error).message})`);
      await client.end().catch(() => undefined);
      schedule(Math.min(delayMs * 2, 5_000));
    }
  };
  void listen(250);

  return {
    close: async () => {
      closed = true;
      offData();
      offProcessed();
      if (retryTimer) clearTimeout(retryTimer);
      await listener?.end().catch(() => undefined);
    },
  };
}
