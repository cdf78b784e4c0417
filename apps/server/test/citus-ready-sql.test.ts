// Issue 18, Citus-ready data: every statement the server sends that reads or changes a fact table
// names its locations (location_id = / in / = any), so on a database distributed by location_id
// (docs/operations.md "Citus") it goes to those locations' shards only. The SQL text of a
// representative workload is recorded at the PostgreSQL driver: the demo organisation, every API
// route the permission matrix calls (as the owner), ingest of every kind, the pipeline, analytics
// with their variants, report results and files, the alert, report and retention jobs.
import { addDays, localDateOf } from '@footfall/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertTick } from '../src/alerts/alert-jobs';
import { runRetention } from '../src/pipeline/retention-job';
import { drainPipeline } from '../src/pipeline/worker';
import { runReportScheduleTick } from '../src/reports/schedule/schedule-jobs';
import { factReferences, normalise, unfilteredFactTables } from './helpers/location-filter-check';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { ANALYTICS_ROWS } from './permission-matrix.analytics-rows';
import { statusOf, type Row } from './permission-matrix.helpers';
import { ingestCalls } from './permission-matrix.ingest';
import { KEY_ROWS } from './permission-matrix.key-rows';
import { REPORT_FILE_ROWS } from './permission-matrix.report-file-rows';
import { REPORT_ROWS } from './permission-matrix.report-rows';
import { ROWS } from './permission-matrix.rows';
import { SETUP_ROWS } from './permission-matrix.setup-rows';

const quiet = { info: () => undefined, error: () => undefined };

/** Statements that read fact tables across locations, and why (docs/operations.md "Citus"). Each
 * must still be sent by the workload: an exception no statement needs goes. */
const EXCEPTIONS: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^select location_id, local_date, .* from pipeline_dirty_days order by/,
    reason:
      "the pipeline's round (runPass) lists every location's dirty days: a multi-shard scan of " +
      'the small work queue, which Citus runs on every shard and merges on the coordinator',
  },
  {
    pattern: /from raw_detections_default\b/,
    reason:
      'raw partition upkeep: rows of days without a partition yet are found and moved, whatever ' +
      'their location (a UTC day holds every location)',
  },
  {
    pattern: /^select count\(\*\)::int as n from raw_detections_\d{8}$/,
    reason: 'raw partition upkeep: the rows of a whole UTC day counted before its partition goes',
  },
  {
    pattern:
      /^select location_id from ingest_batches where \(ingest_batches\.batch_id = \$1 and ingest_batches\.location_id <> \$2\) limit/,
    reason:
      'a new batch_id is looked up at every other location (batch_id index): one already used ' +
      'elsewhere is refused (409), the key being (location_id, batch_id)',
  },
  {
    pattern:
      /^delete from (door_counts|gateway_counts) where (tag_id|sensor_id) = \$1::int and start_ts = any\(\$2::timestamptz\[\]\) and location_id <> \$3::int returning/,
    reason:
      'a re-sent interval of a moved door counter or counting gateway is taken from the location ' +
      'it left (unknown, so every shard is asked through the device index) before it is stored ' +
      'at the new one: a row never changes location_id',
  },
];

type QueryFn = (...args: unknown[]) => unknown;

describe('Citus-ready SQL', () => {
  let server: TestServer;
  let fixture: Fixture;
  const statements = new Set<string>();
  let recording = false;
  const original = pg.Client.prototype.query as unknown as QueryFn;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    fixture = await organisationFixture(server);
    // Every statement of this process goes through pg.Client's query (the pool's clients, the
    // LISTEN connection, the advisory-lock holder).
    (pg.Client.prototype as unknown as { query: QueryFn }).query = function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const config = args[0];
      const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
      if (recording && typeof text === 'string') statements.add(text);
      return original.apply(this, args);
    };
  });
  afterAll(async () => {
    (pg.Client.prototype as unknown as { query: QueryFn }).query = original;
    await server?.stop();
  });

  it('names the locations of every fact table it reads or changes', async () => {
    const { ctx } = server;
    const owner = fixture.tokens.owner!;
    const id = fixture.location.id;
    recording = true;
    let ok = 0;
    const rows: Row[] = [
      ...ROWS,
      ...KEY_ROWS,
      ...SETUP_ROWS,
      ...ANALYTICS_ROWS,
      ...REPORT_ROWS,
      ...REPORT_FILE_ROWS,
    ];
    for (const row of rows) {
      const call = await row.call(fixture, server, 'owner');
      const status = await statusOf(server, call, owner);
      if (status < 300) ok++;
      if (status < 300 && row.after) await row.after(fixture, server);
    }
    // Ingest of every kind with the location's key, then the pipeline.
    const rotated = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
      token: owner,
      body: { api_key: 'new' },
    });
    const key = rotated.body.data.api_key as string;
    for (const ingest of ingestCalls(ctx.now().getTime())) {
      const call = ingest();
      expect(await statusOf(server, call, key)).toBe(200);
      // Sent again: the duplicate is found by its batch_id.
      expect(await statusOf(server, call, key)).toBe(200);
    }
    await drainPipeline(ctx, { log: quiet });
    // Analytics with their variants: hours, days, business hours, comparison, several locations.
    const today = localDateOf(ctx.now().getTime(), 'UTC');
    const range = `start_date=${addDays(today, -13)}&end_date=${today}`;
    for (const name of ['foot-traffic', 'door-counter', 'dwell-areas', 'visit-duration', 'scores'])
      for (const variant of ['', '&granularity=hour', '&business_hours=1', '&compare=1']) {
        const path = `/api/v1/locations/${id}/${name}?${range}${variant}`;
        const res = await server.request('GET', path, { token: owner });
        if (res.status === 200) ok++;
      }
    const report = await server.request('POST', '/api/system/reports', {
      token: owner,
      body: {
        name: 'Citus',
        location_ids: [id, fixture.otherLocationId],
        metrics: ['visitors', 'walk_bys'],
        period: { kind: 'rolling', days: 7 },
      },
    });
    const reportId = report.body.data.id as string;
    for (const what of ['results', 'comparison'])
      expect(
        (await server.request('GET', `/api/system/reports/${reportId}/${what}`, { token: owner }))
          .status,
      ).toBe(200);
    // The jobs.
    await runAlertTick(ctx, { log: quiet });
    await runReportScheduleTick(ctx, { log: server.app.log });
    await runRetention(ctx);
    recording = false;
    expect(ok).toBeGreaterThan(100);

    const touching = [...statements].filter((text) => factReferences(text).length > 0);
    const offending = touching
      .map((text) => ({ text: normalise(text), tables: unfilteredFactTables(text) }))
      .filter(({ tables }) => tables.length > 0)
      .filter(({ text }) => !EXCEPTIONS.some(({ pattern }) => pattern.test(text)));
    expect(offending).toEqual([]);
    const unused = EXCEPTIONS.filter(({ pattern }) =>
      touching.every((text) => !pattern.test(normalise(text))),
    );
    expect(unused.map(({ reason }) => reason)).toEqual([]);
  }, 240_000);
});
