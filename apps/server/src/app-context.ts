// What every module of the server is handed: the database, the configuration, the mailer, the
// route registry that becomes the OpenAPI document and the server's own in-memory state.
import type { Config } from './config';
import type { Database } from './db/client';
import type { RegisteredRoute } from './http/route';
import type { Mailer } from './mail/mailer';
import type { PipelineSignals } from './pipeline/signals';
import type { ServerState } from './server-state';

export type AppContext = {
  db: Database;
  config: Config;
  routes: RegisteredRoute[];
  /** Every route Fastify serves, as registered (a test checks each is in `routes`). */
  served: { method: string; url: string }[];
  mailer: Mailer;
  /** Demo mode: the demo seed and the development outbox are on. */
  demo: boolean;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
  /** Ingest -> worker -> live stream notifications. */
  pipeline: PipelineSignals;
  /** Caches, queues and job runs of this server only (server-state.ts). */
  state: ServerState;
};
