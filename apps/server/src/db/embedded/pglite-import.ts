// A DATA_DIR written by the versions that embedded PGlite keeps its database in DATA_DIR/pglite.
// On first start of the PostgreSQL-server version its rows are copied into the new server (schema
// first brought to the current migrations on both sides, then table by table in one transaction),
// and the old folder is renamed, never deleted.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { plural } from '@footfall/core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS } from '../client';
import type { EmbeddedLog } from './cluster';

const BATCH_ROWS = 5_000;

const rowsWord = (count: number) => plural('en-US', count, { one: 'row', other: 'rows' });

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export function hasPgliteData(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
}

type TableInfo = { name: string; columns: string[] };

export type ImportSummary = { tables: Record<string, number>; keptAt: string };

/** Copies every row of the PGlite database into `targetUrl` (already migrated and empty). */
export async function importPglite(
  dataDir: string,
  targetUrl: string,
  log: EmbeddedLog,
): Promise<ImportSummary> {
  const source = new PGlite(pgliteFolder(dataDir));
  const target = new pg.Client({ connectionString: targetUrl });
  target.on('error', () => undefined); // a lost connection fails the running statement
  await target.connect();
  const tables: Record<string, number> = {};
  try {
    log('info', `importing the database of the previous version from ${pgliteFolder(dataDir)}`);
    await migrate(drizzle(source), { migrationsFolder: MIGRATIONS });
    const list = await tablesOf(target);
    await target.query('begin');
    // Foreign keys and triggers are not checked while loading: rows arrive table by table.
    await target.query(`set local session_replication_role = replica`);
    for (const table of list) tables[table.name] = await copyTable(source, target, table, log);
    await resetSequences(target);
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw new Error(
      `Could not import the previous version's database (${(error as Error).message}). ` +
        `Its files in ${pgliteFolder(dataDir)} are untouched. Start the previous version of ` +
        'Footfall on this DATA_DIR to keep using them, or move that folder away to start empty.',
      { cause: error },
    );
  } finally {
    await target.end();
    await source.close();
  }
  const keptAt = uniquePath(
    `${pgliteFolder(dataDir)}.imported-${new Date().toISOString().slice(0, 10)}`,
  );
  fs.renameSync(pgliteFolder(dataDir), keptAt);
  const total = Object.values(tables).reduce((sum, rows) => sum + rows, 0);
  log(
    'info',
    `imported ${total} ${rowsWord(total)}; the old files are kept in ${keptAt} and may be deleted`,
  );
  return { tables, keptAt };
}

function uniquePath(wanted: string): string {
  let candidate = wanted;
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = `${wanted}-${n}`;
  return candidate;
}

/** The target's tables (partitions excluded: rows go through their parent) and their stored
 * columns (generated ones are computed again). */
async function tablesOf(target: pg.Client): Promise<TableInfo[]> {
  const result = await target.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and a.attgenerated = ''
    group by c.relname
    order by c.relname`);
  return result.rows;
}

async function copyTable(
  source: PGlite,
  target: pg.Client,
  table: TableInfo,
  log: EmbeddedLog,
): Promise<number> {
  const name = quote(table.name);
  const columns = table.columns.map(quote).join(', ');
  const total = Number(
    (await source.query<{ n: string }>(`select count(*)::text as n from ${name}`)).rows[0]?.n ?? 0,
  );
  if (total === 0) return 0;
  let copied = 0;
  // Rows travel as PostgreSQL's own JSON text (bytea as hex, instants with their offset), so no
  // value passes through a JavaScript type on the way.
  await source.transaction(async (tx) => {
    await tx.query(
      `declare rows_out no scroll cursor for
       select row_to_json(t)::text as row from (select ${columns} from ${name}) t`,
    );
    for (;;) {
      const batch = await tx.query<{ row: string }>(`fetch forward ${BATCH_ROWS} from rows_out`);
      if (batch.rows.length === 0) break;
      await target.query(
        `insert into ${name} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
        [`[${batch.rows.map((row) => row.row).join(',')}]`],
      );
      copied += batch.rows.length;
      if (total > BATCH_ROWS)
        log('info', `  ${table.name}: ${copied} of ${total} ${rowsWord(total)}`);
    }
  });
  log('info', `  ${table.name}: ${copied} ${rowsWord(copied)}`);
  return copied;
}

/** Serial and identity columns continue after the highest imported value. */
async function resetSequences(target: pg.Client): Promise<void> {
  const owned = await target.query<{ table: string; column: string; sequence: string }>(`
    select c.relname as table, a.attname as column,
           pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  for (const { table, column, sequence } of owned.rows)
    await target.query(
      `select setval($1, coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
      [sequence],
    );
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
