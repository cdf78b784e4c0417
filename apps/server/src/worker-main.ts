// `npm run worker`: the pipeline worker as its own process against DATABASE_URL, or against the
// embedded server that `npm start` runs in DATA_DIR (run several; they share locations through
// advisory locks). A server started with PIPELINE_WORKER=0 then only serves requests. Ingest
// in any server process wakes it through PostgreSQL notifications (pipeline/signals-bridge.ts).
import Fastify from 'fastify';
import type { AppContext } from './app-context';
import { readConfig } from './config';
import { logStreamFor } from './logging/log-output';
import { openDatabase } from './db/client';
import { runningEmbeddedUrl } from './db/embedded/cluster';
import { createMailer } from './mail/mailer';
import { PipelineSignals } from './pipeline/signals';
import { createServerState } from './server-state';
import { bridgeSignals } from './pipeline/signals-bridge';
import { prepareRawPartitionsFor } from './pipeline/retention-job';
import { startPipelineWorker } from './pipeline/worker';

const config = readConfig();
const databaseUrl = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
if (!databaseUrl) {
  console.error(
    `npm run worker needs DATABASE_URL, or a running \`npm start\` whose embedded database is in ${config.dataDir}`,
  );
  process.exit(1);
}
// Fastify's logger (pino) without a server: the same log format as the API.
const logStream = logStreamFor(config.logFormat);
const log = Fastify({
  logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
}).log;
const database = await openDatabase({ databaseUrl });
const now = () => new Date();
const pipeline = new PipelineSignals();
const ctx: AppContext = {
  db: database.db,
  config,
  routes: [],
  served: [],
  mailer: createMailer({ smtpUrl: config.smtpUrl, db: database.db, log }),
  demo: false,
  now,
  pipeline,
  state: createServerState(now, pipeline),
};
// Woken by the servers' ingest (NOTIFY); the poll is the fallback when a notification is lost.
const bridge = bridgeSignals(ctx.pipeline, {
  pool: database.pool,
  databaseUrl,
  onError: (message) => log.warn(message),
});
// The raw detections' day partitions first, so a backfill lands in its days (db/raw-partitions.ts).
await prepareRawPartitionsFor(ctx);
const stop = startPipelineWorker(ctx, { log, pollMs: 2_000 });
log.info({ database: database.kind }, 'pipeline worker started');

// A repeated signal (start.mjs passes on what its process group also got) changes nothing.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'pipeline worker stopping');
    void stop()
      .then(() => bridge.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
