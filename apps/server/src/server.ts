// Starts a server from a configuration: opens the database (applying migrations), seeds the demo
// organisation where asked, and listens. Used by main.ts and by the integration tests.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppContext } from './app-context';
import { readProcessRoles, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { settleWithin } from './db/settle-within';
import { openEmbeddedDatabase } from './db/embedded/open';
import { startAlertJobs } from './alerts/alert-jobs';
import { startMqttSubscribers } from './ingest/mqtt/mqtt-subscribers';
import { bridgeSignals } from './pipeline/signals-bridge';
import { prepareRawPartitionsFor } from './pipeline/retention-job';
import { startPipelineWorker } from './pipeline/worker';
import { startReportScheduleJobs } from './reports/schedule/schedule-jobs';
import { ensureDemoFeedKeys } from './seed/demo-feed-keys';
import { isEmpty, seedDemo } from './seed/seed-demo';
import { uploadStoreFor } from './uploads/upload-store';

export type RunningServer = {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  url: string;
  seeded: boolean;
  close: () => Promise<void>;
};

export async function startServer(
  config: Config,
  options: {
    now?: () => Date;
    /** The pipeline worker runs inside the server unless PIPELINE_WORKER=0 (docs/operations.md). */
    pipelineWorker?: boolean;
    /** The once-a-minute alert job (unless ALERT_JOBS=0). */
    alertJobs?: boolean;
    /** The once-a-minute scheduled-report job (unless REPORT_JOBS=0, or ALERT_JOBS=0 with
     * REPORT_JOBS unset). */
    reportJobs?: boolean;
    /** The MQTT subscribers (unless MQTT_SUBSCRIBERS=0; by default where the alert job runs,
     * since a broker takes one connection per client id). */
    mqttSubscribers?: boolean;
    /** Where the log lines go (stdout by default); tests read them. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<RunningServer> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openEmbeddedDatabase(config.dataDir);
  let started: Awaited<ReturnType<typeof buildApp>> & { address: string; seeded: boolean };
  try {
    started = await seedAndListen(config, database, options.now, options.logStream);
  } catch (error) {
    // A port in use (or a failed seed) must not leave the embedded database running.
    await database.close().catch(() => undefined);
    throw error;
  }
  const { app, ctx, address, seeded } = started;
  // Ingest here wakes a worker in another process; its results reach the live streams here.
  const bridge = bridgeSignals(ctx.pipeline, {
    pool: database.pool,
    databaseUrl: database.url,
    onError: (message) => app.log.warn(message),
  });
  const roles = readProcessRoles();
  const runsWorker = options.pipelineWorker ?? roles.pipelineWorker;
  // The raw detections' day partitions before the worker starts, so a backfill arriving now
  // lands in its days instead of the default partition (db/raw-partitions.ts).
  if (runsWorker) await prepareRawPartitionsFor(ctx);
  const stopWorker = runsWorker ? startPipelineWorker(ctx, { log: app.log }) : null;
  // Alerts are judged by one process only (docs/operations.md): ALERT_JOBS=0 on the others.
  const runsAlerts = options.alertJobs ?? roles.alertJobs;
  const stopAlerts = runsAlerts ? startAlertJobs(ctx, { log: app.log }) : null;
  const runsReports = options.reportJobs ?? roles.reportJobs;
  const stopReports = runsReports ? startReportScheduleJobs(ctx, { log: app.log }) : null;
  const runsMqtt = options.mqttSubscribers ?? (runsAlerts && roles.mqttSubscribers);
  const stopMqtt = runsMqtt ? startMqttSubscribers(ctx, { log: app.log }) : null;
  return {
    app,
    ctx,
    database,
    url: address.replace('[::1]', '127.0.0.1'),
    seeded,
    // Work in flight finishes first, each step for a few seconds at most (db/settle-within.ts).
    close: async () => {
      const step = async (name: string, work: Promise<unknown>, ms: number) => {
        if (!(await settleWithin(work, ms)))
          app.log.warn(`shutdown: ${name} still busy after ${ms} ms; going on`);
      };
      await step(
        'jobs',
        Promise.all([stopAlerts?.(), stopReports?.(), stopMqtt?.(), stopWorker?.()]),
        3_000,
      );
      await step('web server', app.close(), 3_000);
      await step('pipeline signals', bridge.close(), 1_000);
      await database.close();
    },
  };
}

async function seedAndListen(
  config: Config,
  database: DatabaseHandle,
  now?: () => Date,
  logStream?: NodeJS.WritableStream,
) {
  // The demo seed fills an empty embedded database unless DEMO=0; a PostgreSQL server only with DEMO=1.
  const wantsDemo = config.demo ?? database.kind === 'embedded';
  const seeded = wantsDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, uploadStoreFor(config));
  // Before listening: the demo feed starts once the server answers, and reads these keys.
  if (wantsDemo && readProcessRoles().demoFeed)
    await ensureDemoFeedKeys(database.db, config.dataDir, now?.() ?? new Date());
  const { app, ctx } = await buildApp({ db: database.db, config, now, demo: wantsDemo, logStream });
  try {
    const address = await app.listen({ port: config.port, host: config.host });
    return { app, ctx, address, seeded };
  } catch (error) {
    await app.close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new Error(
        `Port ${config.port} on ${config.host} is in use (another Footfall, or another program). ` +
          'Stop it, or set PORT to a free port.',
        { cause: error },
      );
    throw error;
  }
}
