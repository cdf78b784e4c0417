// Runtime configuration, read from the environment through one zod schema (README lists every
// variable).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readLogFormat, type LogFormat } from './logging/log-output';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; without it the embedded database in `dataDir` is used. */
  databaseUrl: string | null;
  demo: boolean | null;
  smtpUrl: string | null;
  publicUrl: string;
  /** The built web app served at the site root; absent in API-only runs. */
  webDist: string | null;
  logLevel: string;
  /** LOG_FORMAT: readable lines on a terminal, JSON lines otherwise (logging/log-output.ts). */
  logFormat: LogFormat;
  throttle: ThrottleConfig;
  /** Where upload bytes live: UPLOAD_STORE=disk (DATA_DIR/uploads, default) or s3. */
  uploadStore: UploadStoreConfig;
  /** HELP_CHAT_ORIGIN: the help chat provider the CSP lets in (the web's VITE_HELP_CHAT_URL). */
  helpChatOrigin: string | null;
};

export type S3StoreConfig = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};
export type UploadStoreConfig = { kind: 'disk' } | ({ kind: 's3' } & S3StoreConfig);

export type ThrottleConfig = {
  /** Login requests allowed from one client address per window. */
  perIp: number;
  ipWindowMs: number;
  /** Password attempts allowed on one account per window. */
  perAccount: number;
  accountWindowMs: number;
  /** Consecutive wrong passwords that lock the account, and for how long. */
  lockoutAfter: number;
  lockoutMs: number;
};

export const DEFAULT_THROTTLE: ThrottleConfig = {
  perIp: 60,
  ipWindowMs: 5 * 60_000,
  perAccount: 10,
  accountWindowMs: 15 * 60_000,
  lockoutAfter: 5,
  lockoutMs: 15 * 60_000,
};

// Every environment variable the server reads, in one zod schema (README lists them). Values keep
// the meanings they always had: a job runs unless its variable is "0"; DEMO is "1"/"true" or
// anything else for off, unset for the default; an empty value counts as unset.
const text = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const onUnlessZero = text.transform((value) => value !== '0');
const environmentSchema = z.object({
  PORT: text.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'PORT must be a port number from 0 to 65535')
      .transform(Number)
      .refine((port) => port <= 65_535, 'PORT must be a port number from 0 to 65535')
      .optional(),
  ),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: text,
  DEMO: text.transform((value) =>
    value === undefined ? null : value === '1' || value.toLowerCase() === 'true',
  ),
  SMTP_URL: text,
  PUBLIC_URL: text,
  LOG_LEVEL: text,
  LOG_FORMAT: text,
  HELP_CHAT_ORIGIN: text,
  UPLOAD_STORE: text,
  S3_ENDPOINT: text,
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  TRUST_PROXY: text.transform((value) => value === '1'),
  PIPELINE_WORKER: onUnlessZero,
  ALERT_JOBS: onUnlessZero,
  MQTT_SUBSCRIBERS: onUnlessZero,
  REPORT_JOBS: text,
  DEMO_FEED: onUnlessZero,
});
type Environment = z.output<typeof environmentSchema>;

/** The environment as the schema reads it; a wrong value stops the start-up with its message. */
function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

/** What this process runs beside HTTP (docs/operations.md): read when a server starts, from the
 * environment of that moment (tests start servers with different settings in one process). */
export type ProcessRoles = {
  pipelineWorker: boolean;
  alertJobs: boolean;
  /** MQTT_SUBSCRIBERS=0 turns them off; the server runs them only where the alert job runs. */
  mqttSubscribers: boolean;
  /** REPORT_JOBS=0 turns them off; unset, they follow ALERT_JOBS. */
  reportJobs: boolean;
  demoFeed: boolean;
  /** TRUST_PROXY=1: client addresses from X-Forwarded-For (behind a proxy of ours). */
  trustProxy: boolean;
};

export function readProcessRoles(env: NodeJS.ProcessEnv = process.env): ProcessRoles {
  const read = readEnvironment(env);
  return {
    pipelineWorker: read.PIPELINE_WORKER,
    alertJobs: read.ALERT_JOBS,
    mqttSubscribers: read.MQTT_SUBSCRIBERS,
    reportJobs: read.REPORT_JOBS === undefined ? read.ALERT_JOBS : read.REPORT_JOBS !== '0',
    demoFeed: read.DEMO_FEED,
    trustProxy: read.TRUST_PROXY,
  };
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTTY = Boolean(process.stdout.isTTY),
): Config {
  const read = readEnvironment(env);
  const port = read.PORT ?? 8080;
  const host = read.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(read.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: read.DATABASE_URL ?? null,
    demo: read.DEMO,
    smtpUrl: read.SMTP_URL ?? null,
    publicUrl: (read.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logLevel: read.LOG_LEVEL ?? 'info',
    logFormat: readLogFormat(read.LOG_FORMAT, stdoutIsTTY),
    throttle: DEFAULT_THROTTLE,
    uploadStore: readUploadStore(read),
    helpChatOrigin: readHelpChatOrigin(read.HELP_CHAT_ORIGIN),
  };
}

/** An http(s) origin such as https://chat.example.com; anything else stops the start-up, since a
 * wrong value would silently keep the chat out (or let more in than meant). */
export function readHelpChatOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== ''))
    throw new Error(`HELP_CHAT_ORIGIN must be an origin such as https://chat.example.com`);
  return url.origin;
}

/** A wrong or incomplete store configuration stops the start-up with the reason. */
function readUploadStore(read: Environment): UploadStoreConfig {
  const kind = read.UPLOAD_STORE ?? 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`UPLOAD_STORE must be "disk" or "s3", not "${kind}"`);
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = read;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = read;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const required = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    const missing = required.filter((name) => !read[name]).join(', ');
    throw new Error(`UPLOAD_STORE=s3 needs ${missing} to be set (see README.md)`);
  }
  if (!/^https?:\/\/[^/]/.test(endpoint) || !URL.canParse(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:4569`);
  return {
    kind,
    endpoint,
    bucket,
    region: read.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}
