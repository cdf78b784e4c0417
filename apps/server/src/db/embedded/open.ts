// The default database: the embedded PostgreSQL server in DATA_DIR, started with the server and
// stopped when it closes. A DATA_DIR of the PGlite versions is imported on its first start.
import { count } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client';
import { users } from '../schema';
import { defaultLog, startEmbeddedPostgres, type EmbeddedLog } from './cluster';
import { hasPgliteData, importPglite } from './pglite-import';

export async function openEmbeddedDatabase(
  dataDir: string,
  log: EmbeddedLog = defaultLog,
): Promise<DatabaseHandle> {
  const cluster = await startEmbeddedPostgres({ dataDir, log });
  try {
    // A pool larger than a remote server's default: the database is on this machine and the
    // web server, pipeline and jobs share it.
    const handle = await openDatabase({ databaseUrl: cluster.url, kind: 'embedded', poolSize: 20 });
    if (hasPgliteData(dataDir)) {
      const [row] = await handle.db.select({ users: count() }).from(users);
      if ((row?.users ?? 0) === 0) await importPglite(dataDir, cluster.url, log);
    }
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
