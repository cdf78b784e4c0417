// Issue 18, Citus-ready data: Citus requires the distribution column in every primary key and
// unique index of a distributed table. Every key of every fact table leads with location_id
// (migration 0015 made it so for ingest_batches, door_counts, gateway_counts, gateway_heartbeats
// and visits; docs/operations.md "Citus").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACT_TABLES } from './helpers/location-filter-check';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('Citus-ready keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pipelineWorker: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('leads every unique key of a fact table with location_id', async () => {
    const result = (await server.ctx.db.execute(sql`
      select c.relname as "table", i.relname as "key",
             (select a.attname from pg_attribute a
              where a.attrelid = x.indrelid and a.attnum = x.indkey[0]) as "first"
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      where x.indisunique and c.relname = any(${sql.param([...FACT_TABLES])}::text[])
      order by 1, 2`)) as unknown as { rows: { table: string; key: string; first: string }[] };
    const keyed = new Set(result.rows.map((row) => row.table));
    // Every fact table but the raw detections (no key: rows are never updated) has one.
    expect(FACT_TABLES.filter((table) => !keyed.has(table))).toEqual(['raw_detections']);
    expect(result.rows.filter((row) => row.first !== 'location_id')).toEqual([]);
  });
});
