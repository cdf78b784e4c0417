// Raw detections are partitioned by UTC day: rows of a day without a partition wait in the default
// partition, the retention job gives each day its partition (moving those rows), makes today's and
// tomorrow's ahead of time, and drops the days every location's retention has passed, whole.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporations, locations, rawDetections } from '../src/db/schema';
import { runRetention } from '../src/pipeline/retention-job';
import { startTestServer, type TestServer } from './helpers/test-server';

const DAY = 86_400_000;
const dayName = (ms: number) =>
  `raw_detections_${new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')}`;

describe('raw detections by day', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pipelineWorker: false });
  });
  afterAll(() => server?.stop());

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await server.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const partitions = async () =>
    (
      await rows<{ name: string }>(sql`select c.relname::text as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid where i.inhparent = 'raw_detections'::regclass
        order by 1`)
    ).map((row) => row.name);
  const countIn = async (table: string) =>
    (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`)))[0]!.n;

  it('moves waiting rows into day partitions and drops the days past everyone’s retention', async () => {
    const { db } = server.ctx;
    const [corporation] = await db.insert(corporations).values({ name: 'Partitions' }).returning();
    const [location] = await db
      .insert(locations)
      .values({
        corporationId: corporation!.id,
        name: 'By day',
        type: 'RETAIL',
        service: 'PLUS',
        timezone: 'UTC',
      })
      .returning();
    const now = server.ctx.now().getTime();
    const noon = (daysAgo: number) =>
      new Date(Math.floor(now / DAY) * DAY - daysAgo * DAY + DAY / 2);
    const row = (ts: Date, device: string) => ({
      locationId: location!.id,
      sensorId: 1,
      ts,
      device,
      rssi: -60,
      randomized: false,
    });
    await db
      .insert(rawDetections)
      .values([
        row(noon(0), 'today'),
        row(noon(3), 'three-days-ago'),
        row(noon(3), 'three-days-ago-2'),
        row(noon(20), 'past-retention'),
      ]);
    expect(await partitions()).toEqual(['raw_detections_default']);
    expect(await countIn('raw_detections_default')).toBe(4);

    const result = await runRetention(server.ctx);

    expect(result.detections).toBe(1);
    expect(await countIn('raw_detections_default')).toBe(0);
    const made = await partitions();
    expect(made).toContain(dayName(now));
    expect(made).toContain(dayName(now + DAY)); // ahead of time
    expect(made).toContain(dayName(noon(3).getTime()));
    expect(made).not.toContain(dayName(noon(20).getTime()));
    expect(await countIn(dayName(noon(3).getTime()))).toBe(2);
    const kept = await db.select({ device: rawDetections.device }).from(rawDetections);
    expect(kept.map((r) => r.device).sort()).toEqual([
      'three-days-ago',
      'three-days-ago-2',
      'today',
    ]);

    // New rows of a day with a partition go straight there; the job is idempotent.
    await db.insert(rawDetections).values(row(noon(0), 'today-2'));
    expect(await countIn(dayName(now))).toBe(2);
    await runRetention(server.ctx);
    expect(await countIn('raw_detections_default')).toBe(0);
    expect((await db.select().from(rawDetections)).length).toBe(4);
  });
});
