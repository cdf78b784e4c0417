// Vitest global setup of the server project: one PostgreSQL server for the whole run (the embedded
// one the product runs, in a temporary folder, or TEST_DATABASE_URL) and a template database with
// the migrations applied. Each test server then gets its own database copied from the template
// (databases.ts), so test files run in parallel.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded/cluster';

export default async function setup(project: TestProject) {
  let cluster: EmbeddedPostgres | null = null;
  let folder: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    folder = await mkdtemp(path.join(os.tmpdir(), 'footfall-test-db-'));
    // mkdtemp makes it 0700; as root the server runs as another user, who must enter it.
    await chmod(folder, 0o755);
    cluster = await startEmbeddedPostgres({
      dataDir: folder,
      durable: false,
      maxConnections: 400,
      log: (level, message) => level !== 'info' && console.warn(`[test database] ${message}`),
    });
    adminUrl = cluster.adminUrl;
  }
  const template = `footfall_template_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${template}`);
  await adminQuery(adminUrl, `create database ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const migrated = await openDatabase({ databaseUrl: templateUrl.toString() });
  await migrated.close();
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(
      () => undefined,
    );
    await cluster?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}
