// What the chaos test compares: the stored batches and detections against what the senders saw
// acknowledged, and the pipeline's rollups against the one-process run of the same data.
import pg from 'pg';

export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Resolves once no location-day waits for the pipeline, three checks in a row a second apart. */
export async function pipelineIdle(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (Date.now() < deadline) {
    const waiting = await withDatabase(url, async (client) => {
      const result = await client.query<{ n: number }>(
        'select count(*)::int as n from pipeline_dirty_days',
      );
      return result.rows[0]!.n;
    });
    quiet = waiting === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the pipeline still had days waiting after ${timeoutMs / 1000} s`);
}

export async function storedBatches(url: string): Promise<Map<string, number>> {
  return withDatabase(url, async (client) => {
    const result = await client.query<{ batch_id: string; item_count: number }>(
      'select batch_id, item_count from ingest_batches',
    );
    return new Map(result.rows.map((row) => [row.batch_id, row.item_count]));
  });
}

export async function storedDetections(url: string): Promise<number> {
  return withDatabase(url, async (client) => {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from raw_detections',
    );
    return result.rows[0]!.n;
  });
}

/** Every rollup row of the named locations, by location name (ids may differ between runs). */
export async function rollups(url: string, names: readonly string[]): Promise<string[]> {
  return withDatabase(url, async (client) => {
    const rows: string[] = [];
    for (const table of ['hourly_rollups', 'daily_rollups', 'gateway_hourly_rollups']) {
      const result = await client.query<Record<string, unknown>>(
        `select l.name as location_name, r.* from ${table} r join locations l on l.id = r.location_id
         where l.name = any($1)`,
        [names],
      );
      for (const row of result.rows) {
        const { location_id: _, ...values } = row;
        rows.push(`${table} ${JSON.stringify(values)}`);
      }
    }
    return rows.sort();
  });
}
