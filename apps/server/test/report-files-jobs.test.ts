// Report files on both databases: the request checks (400 with fields), who may ask (404 for
// another corporation's location, 403 for a share token), and background jobs: 202, progress
// until done, the same file as a direct download, readable by their creator only, 409 while
// running, failed once interrupted, gone once expired.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportJobs } from '../src/db/schema';
import { INTERRUPTED } from '../src/reports/report-jobs';
import { startTestServer, type TestServer } from './helpers/test-server';
import { fetchFile, seedFigures, type Seeded } from './report-files.helpers';

const MARCH = { start_date: '2026-03-02', end_date: '2026-03-08' };

/** The CSV without the line that says when it was generated. */
const withoutGenerated = (csv: Buffer) =>
  csv
    .toString('utf8')
    .split('\r\n')
    .filter((line) => !/generated/i.test(line))
    .join('\n');

describe('report file requests and jobs', () => {
  let server: TestServer;
  let s: Seeded;
  const token = (actor: 'owner' | 'viewer' | 'foreign' | 'share') => s.fx.tokens[actor] as string;
  const post = (kind: string, body: unknown, actor: Parameters<typeof token>[0] = 'owner') =>
    fetchFile(server, 'POST', `/report/${kind}`, token(actor), body);
  const get = (url: string, actor: Parameters<typeof token>[0] = 'owner') =>
    fetchFile(server, 'GET', url, token(actor));

  async function finished(id: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const res = await get(`/report/jobs/${id}`);
      expect(res.status).toBe(200);
      if (res.json.data.status !== 'running') return res.json.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the job did not finish');
  }

  async function insertJob(values: Partial<typeof reportJobs.$inferInsert>) {
    const now = server.ctx.now();
    const id = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join(
      '',
    );
    const profile = await server.request('GET', '/api/system/myprofile', {
      token: token('owner'),
    });
    await server.ctx.db.insert(reportJobs).values({
      id,
      corporationId: Number(s.fx.corporationId),
      userId: Number(profile.body.data.id),
      kind: 'retail-report',
      request: {},
      status: 'running',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      ...values,
    });
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    s = await seedFigures(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 400 with the field for requests it cannot make', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['retail-report', { dates: [MARCH] }, { location_id: 'Choose a location' }],
      ['comparison-report', { dates: [{}] }, { report_id: 'Choose a report' }],
      // Twenty digits would overflow the integer column: refused, not a 500.
      [
        'comparison-report',
        { report_id: '12345678901234567890', dates: [{}] },
        { report_id: 'must be an id' },
      ],
      [
        'retail-report',
        { location_id: s.paris, dates: [MARCH], colour: 'red' },
        { colour: 'colour is not a known field' },
      ],
      [
        'retail-report',
        { location_id: s.paris, dates: [{ ...MARCH, format: 'D/M/YY' }] },
        { 'dates.0.format': expect.stringMatching(/^Date format must be one of/) },
      ],
      [
        'retail-report',
        { location_id: s.paris, dates: [{ start_date: '2026-3-2' }] },
        { 'dates.0.start_date': 'Start date must be a date (YYYY-MM-DD)' },
      ],
      [
        'event-daily',
        { location_id: s.ces, dates: [{ start_date: '2026-01-07', end_date: '2026-01-08' }] },
        {
          'dates.0.end_date':
            'An event-daily report covers one day: the start and end dates must be equal',
        },
      ],
      [
        'event-daily',
        { location_id: s.ces, dates: [{}] },
        {
          'dates.0.start_date':
            'An event-daily report covers one day: the start and end dates must be equal',
        },
      ],
      [
        'bubble-report',
        { location_id: s.paris, dates: [MARCH] },
        { location_id: 'The location has no booths: choose a show with booths' },
      ],
      [
        'retail-report',
        { location_id: s.paris, dates: [{ start_date: '2025-01-01', end_date: '2026-03-01' }] },
        { 'dates.0.end_date': 'A report file covers at most 366 days' },
      ],
      [
        'retail-report',
        { location_id: s.paris, dates: [MARCH], file_format: 'doc' },
        {
          file_format: 'File format must be pdf, csv or xlsx',
        },
      ],
    ];
    for (const [kind, body, fields] of cases) {
      const res = await post(kind, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.meta.error_type).toBe('ValidationException');
      expect(res.json.meta.fields).toEqual(fields);
    }
  });

  it("answers 404 for another corporation's or an unknown location, 403 for a share token", async () => {
    const body = { location_id: s.paris, dates: [MARCH] };
    expect((await post('retail-report', body, 'foreign')).status).toBe(404);
    expect((await post('retail-report', { ...body, location_id: '999999' })).status).toBe(404);
    const shared = await post('retail-report', body, 'share');
    expect(shared.status).toBe(403);
    expect(shared.json.meta.error_type).toBe('PermissionException');
    expect((await fetchFile(server, 'POST', '/report/retail-report', undefined, body)).status).toBe(
      401,
    );
    // The viewer holds reports_view (every role does: core ROLE_PERMISSIONS).
    expect((await post('retail-report', body, 'viewer')).status).toBe(200);
  });

  it('answers a comparison report of a saved report with its file', async () => {
    const created = await server.request('POST', '/api/system/reports', {
      token: token('owner'),
      body: {
        name: 'Stores in March',
        location_ids: [s.paris],
        metrics: ['visitors', 'walk_bys'],
        period: { kind: 'fixed', start_date: '2026-03-02', end_date: '2026-03-08' },
      },
    });
    expect(created.status).toBe(201);
    const res = await post('comparison-report', {
      report_id: created.body.data.id,
      dates: [{}],
      file_format: 'csv',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'filename="comparison-report-stores-in-march-2026-03-02-2026-03-08.csv"',
    );
    expect((await post('comparison-report', { report_id: '999999', dates: [{}] })).status).toBe(
      404,
    );
  });

  it('makes a file in the background: 202, progress until done, the same file', async () => {
    const body = { location_id: s.paris, dates: [MARCH], file_format: 'csv' };
    const started = await post('retail-report', { ...body, background: true });
    expect(started.status).toBe(202);
    const job = started.json.data;
    expect(job).toMatchObject({
      kind: 'retail-report',
      status: 'running',
      error: null,
      download_url: null,
    });
    expect(job.id).toMatch(/^[0-9a-f]{32}$/);
    const done = await finished(job.id);
    expect(done).toMatchObject({
      status: 'done',
      progress: 1,
      file_name: 'retail-report-paris-opera-store-2026-03-02-2026-03-08.csv',
      download_url: `/report/jobs/${job.id}/file`,
    });
    expect(done.finished_at).not.toBeNull();

    const fromJob = await get(done.download_url);
    expect(fromJob.status).toBe(200);
    expect(fromJob.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(fromJob.headers.get('content-disposition')).toContain(done.file_name);
    const direct = await post('retail-report', body);
    expect(direct.status).toBe(200);
    expect(withoutGenerated(fromJob.body)).toBe(withoutGenerated(direct.body));
    expect(withoutGenerated(direct.body)).toContain('571');

    // Only its creator may read it.
    expect((await get(`/report/jobs/${job.id}`, 'viewer')).status).toBe(404);
    expect((await get(done.download_url, 'viewer')).status).toBe(404);
    expect((await get(done.download_url, 'foreign')).status).toBe(404);
    expect((await get(done.download_url, 'share')).status).toBe(403);
  });

  it('makes a large report in the background without being asked', async () => {
    const started = await post('event-report/foot-traffic', {
      location_id: s.ces,
      dates: [{ start_date: '2025-12-01', end_date: '2026-01-31' }],
    });
    expect(started.status).toBe(202);
    const done = await finished(started.json.data.id);
    expect(done.status).toBe('done');
    const pdf = await get(done.download_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('ascii')).toBe('%PDF-');
  });

  it('answers 409 while a job runs, reports an old running job as interrupted, forgets expired ones', async () => {
    const running = await insertJob({});
    expect((await get(`/report/jobs/${running}`)).json.data.status).toBe('running');
    const early = await get(`/report/jobs/${running}/file`);
    expect(early.status).toBe(409);
    expect(early.json.meta.error_type).toBe('ConflictException');

    const old = await insertJob({
      createdAt: new Date(server.ctx.now().getTime() - 16 * 60_000),
    });
    const interrupted = (await get(`/report/jobs/${old}`)).json.data;
    expect(interrupted).toMatchObject({
      status: 'failed',
      error: INTERRUPTED,
      download_url: null,
    });
    expect((await get(`/report/jobs/${old}/file`)).status).toBe(409);

    const expired = await insertJob({
      status: 'done',
      createdAt: new Date(server.ctx.now().getTime() - 25 * 3_600_000),
      expiresAt: new Date(server.ctx.now().getTime() - 3_600_000),
    });
    expect((await get(`/report/jobs/${expired}`)).status).toBe(404);
    expect((await get(`/report/jobs/${expired}/file`)).status).toBe(404);
    // Creating a job deletes the expired ones.
    const next = await post('retail-report', {
      location_id: s.paris,
      dates: [MARCH],
      background: true,
    });
    expect(next.status).toBe(202);
    await finished(next.json.data.id);
    const left = await server.ctx.db.select().from(reportJobs).where(eq(reportJobs.id, expired));
    expect(left).toEqual([]);
    expect((await get('/report/jobs/not-a-job')).status).toBe(404);
  });

  it('refuses a fourth file in the making for one user (429), then accepts once they finish', async () => {
    for (let i = 0; i < 3; i += 1) await insertJob({});
    const body = { location_id: s.paris, dates: [MARCH], background: true };
    const refused = await post('retail-report', body);
    expect(refused.status).toBe(429);
    expect(refused.json.meta.error_type).toBe('RateLimitException');
    expect(refused.json.meta.error_message).toContain('3 files');
    // Another user is not held up by them.
    expect((await post('retail-report', body, 'viewer')).status).toBe(202);
    await server.ctx.db
      .update(reportJobs)
      .set({ status: 'failed', error: 'test' })
      .where(eq(reportJobs.status, 'running'));
    const accepted = await post('retail-report', body);
    expect(accepted.status).toBe(202);
    expect((await finished(accepted.json.data.id)).status).toBe('done');
  });
});
