// Permission-matrix rows for generated report files: every role holds reports_view, so each
// session of the corporation gets its file; another corporation's location is a 404 and share
// tokens are refused. A show's booths are visible only to roles that reach the show. Background
// jobs are readable by the user who asked for them only (others: 404).
import type { Fixture } from './helpers/organisation-fixture';
import type { TestServer } from './helpers/test-server';
import { all, fresh, grid, ownerCreates, type Row } from './permission-matrix.helpers';

const DAY = { start_date: '2026-03-02', end_date: '2026-03-02' };
const ONLY_OWNER = grid(200, 404, 404, 404, 404, 403);

const fileBody = (f: Fixture) => ({ location_id: f.location.id, dates: [DAY], file_format: 'csv' });

async function showId(server: TestServer, f: Fixture): Promise<string> {
  const res = await server.request('GET', '/api/v1/locations', { token: f.tokens.owner });
  const show = (res.body.data as { id: string; child_ids: string[] }[]).find(
    (location) => location.child_ids.length > 0,
  );
  if (!show) throw new Error('setup failed: the demo has no show with booths');
  return show.id;
}

/** A background job of the owner's; with `done`, waited for until its file is ready. */
async function ownerJob(server: TestServer, f: Fixture, done: boolean): Promise<string> {
  const res = await server.request('POST', '/report/retail-report', {
    token: f.tokens.owner,
    body: { ...fileBody(f), background: true },
  });
  if (res.status !== 202) throw new Error(`setup failed: ${JSON.stringify(res.body)}`);
  const id = res.body.data.id as string;
  for (let attempt = 0; done && attempt < 100; attempt += 1) {
    const job = await server.request('GET', `/report/jobs/${id}`, { token: f.tokens.owner });
    if (job.body.data.status === 'done') return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (done) throw new Error('setup failed: the job did not finish');
  return id;
}

const kindRow = (kind: string): Row => ({
  name: `POST /report/${kind} (reports_view)`,
  call: (f) => ({ method: 'POST', path: `/report/${kind}`, body: fileBody(f) }),
  expect: all(200, 404, 403),
});

export const REPORT_FILE_ROWS: Row[] = [
  kindRow('retail-report'),
  kindRow('event-daily'),
  kindRow('event-report/foot-traffic'),
  kindRow('event-report/awareness'),
  {
    name: "POST /report/bubble-report (reports_view on the show's booths)",
    call: async (f, s) => ({
      method: 'POST',
      path: '/report/bubble-report',
      body: { location_id: await showId(s, f), dates: [DAY], file_format: 'csv' },
    }),
    expect: ONLY_OWNER,
  },
  {
    name: 'POST /report/comparison-report (reports_view on the report)',
    call: async (f, s) => ({
      method: 'POST',
      path: '/report/comparison-report',
      body: {
        report_id: await ownerCreates(s, f, 'POST', '/api/system/reports', {
          name: fresh('Report'),
          location_ids: [f.location.id],
          metrics: ['visitors'],
          period: { kind: 'rolling', days: 7 },
        }),
        dates: [DAY],
        file_format: 'csv',
      },
    }),
    expect: all(200, 404, 403),
  },
  {
    name: 'GET /report/jobs/{id} (its creator only)',
    call: async (f, s) => ({ method: 'GET', path: `/report/jobs/${await ownerJob(s, f, false)}` }),
    expect: ONLY_OWNER,
  },
  {
    name: 'GET /report/jobs/{id}/file (its creator only)',
    call: async (f, s) => ({
      method: 'GET',
      path: `/report/jobs/${await ownerJob(s, f, true)}/file`,
    }),
    expect: ONLY_OWNER,
  },
];
