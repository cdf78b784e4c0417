// A fresh database for each test server, copied from the migrated template that the global setup
// made on the run's PostgreSQL server, and dropped when the server stops.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery } from './global-setup';

export type TestDatabase = { url: string; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `footfall_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
