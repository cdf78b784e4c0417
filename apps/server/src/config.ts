// Runtime configuration, read once from the environment (README lists every variable).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function flag(value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  return value === '1' || value.toLowerCase() === 'true';
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTTY = Boolean(process.stdout.isTTY),
): Config {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    demo: flag(env.DEMO),
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: readLogFormat(env.LOG_FORMAT, stdoutIsTTY),
    throttle: DEFAULT_THROTTLE,
    uploadStore: readUploadStore(env),
    helpChatOrigin: readHelpChatOrigin(env.HELP_CHAT_ORIGIN),
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
export function readUploadStore(env: NodeJS.ProcessEnv): UploadStoreConfig {
  const kind = env.UPLOAD_STORE || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`UPLOAD_STORE must be "disk" or "s3", not "${kind}"`);
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    const missing = required.filter((name) => !env[name]).join(', ');
    throw new Error(`UPLOAD_STORE=s3 needs ${missing} to be set (see README.md)`);
  }
  if (!/^https?:\/\/[^/]/.test(endpoint) || !URL.canParse(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:4569`);
  return {
    kind,
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}
