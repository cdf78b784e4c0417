// Permission-matrix rows for saved reports: reading needs reports_view and writing reports_edit on
// every location a report covers (the viewer reads only); another corporation's report is a 404,
// and share tokens are refused. Each call acts on a fresh report the owner creates first.
import type { Fixture } from './helpers/organisation-fixture';
import type { TestServer } from './helpers/test-server';
import { all, fresh, grid, ownerCreates, type Row } from './permission-matrix.helpers';

const reportBody = (f: Fixture) => ({
  name: fresh('Report'),
  location_ids: [f.location.id],
  metrics: ['visitors', 'walk_bys'],
  period: { kind: 'rolling', days: 7 },
});

const ownerReport = (server: TestServer, f: Fixture) =>
  ownerCreates(server, f, 'POST', '/api/system/reports', reportBody(f));

const ownerItem = async (server: TestServer, f: Fixture) => {
  const reportId = await ownerReport(server, f);
  return ownerCreates(server, f, 'POST', `/api/system/reports/${reportId}/items`, {
    location_id: f.location.id,
    metrics: ['visitors'],
  });
};

const EDIT = grid(200, 200, 200, 403, 404, 403);

export const REPORT_ROWS: Row[] = [
  {
    name: 'GET reports (any session; only reports it may view)',
    call: () => ({ method: 'GET', path: '/api/system/reports' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'POST reports (reports_edit on every location)',
    call: (f) => ({ method: 'POST', path: '/api/system/reports', body: reportBody(f) }),
    expect: grid(201, 201, 201, 403, 404, 403),
  },
  {
    name: 'GET reports/{id} (reports_view)',
    call: async (f, s) => ({
      method: 'GET',
      path: `/api/system/reports/${await ownerReport(s, f)}`,
    }),
    expect: all(200, 404, 403),
  },
  {
    name: 'PUT reports/{id} (reports_edit)',
    call: async (f, s) => ({
      method: 'PUT',
      path: `/api/system/reports/${await ownerReport(s, f)}`,
      body: reportBody(f),
    }),
    expect: EDIT,
  },
  {
    name: 'DELETE reports/{id} (reports_edit)',
    call: async (f, s) => ({
      method: 'DELETE',
      path: `/api/system/reports/${await ownerReport(s, f)}`,
    }),
    expect: EDIT,
  },
  {
    name: 'GET reports/{id}/items (reports_view)',
    call: async (f, s) => ({
      method: 'GET',
      path: `/api/system/reports/${await ownerReport(s, f)}/items`,
    }),
    expect: all(200, 404, 403),
  },
  {
    name: 'POST reports/{id}/items (reports_edit)',
    call: async (f, s) => ({
      method: 'POST',
      path: `/api/system/reports/${await ownerReport(s, f)}/items`,
      body: { location_id: f.location.id, metrics: ['fqv'] },
    }),
    expect: grid(201, 201, 201, 403, 404, 403),
  },
  {
    name: 'PUT reportitems/{id} (reports_edit)',
    call: async (f, s) => ({
      method: 'PUT',
      path: `/api/system/reportitems/${await ownerItem(s, f)}`,
      body: { location_id: f.location.id, metrics: ['fqv'] },
    }),
    expect: EDIT,
  },
  {
    name: 'DELETE reportitems/{id} (reports_edit)',
    call: async (f, s) => ({
      method: 'DELETE',
      path: `/api/system/reportitems/${await ownerItem(s, f)}`,
    }),
    expect: EDIT,
  },
  {
    name: 'GET reports/{id}/results (reports_view)',
    call: async (f, s) => ({
      method: 'GET',
      path: `/api/system/reports/${await ownerReport(s, f)}/results`,
    }),
    expect: all(200, 404, 403),
  },
  {
    name: 'GET reports/{id}/comparison (reports_view)',
    call: async (f, s) => ({
      method: 'GET',
      path: `/api/system/reports/${await ownerReport(s, f)}/comparison`,
    }),
    expect: all(200, 404, 403),
  },
];
