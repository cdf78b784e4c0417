// The comparison report's document (builders/comparison-report.ts) on both databases: its tables
// carry the figures and grades of GET /api/system/reports/{id}/comparison and the saved report's
// own results, the grading rule is written out, dates[0] overrides the period, and the PDF reads
// (pdftotext) with the same figures. Access is the report's (another corporation: 404).
import {
  formatMetricChange,
  metricChange,
  reportFileRequestSchema,
  type ReportFileRequestInput,
} from '@footfall/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { AuthContext } from '../src/http/authenticate';
import { buildComparisonReport } from '../src/reports/documents/builders/comparison-report';
import type { DocumentSection, ReportDocument } from '../src/reports/documents/model';
import { renderDocument } from '../src/reports/documents/render/index';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';
import { seedComparisonStores } from './report-comparison.fixture';

const dir = mkdtempSync(join(tmpdir(), 'comparison-doc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Table = Extract<DocumentSection, { kind: 'table' }>;
const tableNamed = (doc: ReportDocument, name: string) =>
  doc.sections.find((s): s is Table => s.kind === 'table' && s.name === name)!;
const cell = (value: unknown) =>
  typeof value === 'object' && value !== null && 'value' in value ? value.value : value;

describe('comparison report document', () => {
  let server: TestServer;
  let fx: Fixture;
  let paris: string;
  let lyon: string;
  let reportId: string;
  let ownerAuth: AuthContext;

  const build = (request: ReportFileRequestInput, auth = ownerAuth) =>
    buildComparisonReport({
      ctx: server.ctx,
      auth,
      log: server.app.log,
      kind: 'comparison-report',
      request: reportFileRequestSchema.parse(request),
      reportProgress: () => undefined,
    });

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fx = await organisationFixture(server);
    ({ paris, lyon } = await seedComparisonStores(server, fx.tokens.owner as string));
    const created = await server.request('POST', '/api/system/reports', {
      token: fx.tokens.owner,
      body: {
        name: 'Stores of March',
        location_ids: [paris, lyon],
        metrics: ['visitors', 'capture_rate', 'avg_dwell_s'],
        period: { kind: 'fixed', start_date: '2026-03-02', end_date: '2026-03-08' },
      },
    });
    reportId = created.body.data.id;
    const [owner] = await server.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGIN.email));
    ownerAuth = { userId: owner!.id, tokenId: 0, kind: 'session', locationId: null };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds the comparison API figures and grades, the report results and the grading rule', async () => {
    const doc = await build({ report_id: reportId, dates: [{}] });
    const api = (
      await server.request('GET', `/api/system/reports/${reportId}/comparison`, {
        token: fx.tokens.owner,
      })
    ).body.data;
    expect(doc.title).toBe('Comparison report');
    expect(doc.subtitle).toContain('Stores of March');
    expect(doc.subtitle).toContain('03/02/2026');

    const side = tableNamed(doc, 'Side by side');
    const grades = tableNamed(doc, 'Grades');
    const shortNames = ['Mean', 'Attraction', 'Engagement', 'Dwell', 'FQV'];
    expect(side.columns.map((c) => c.title)).toEqual(['Location', 'Type', ...shortNames]);
    expect(grades.columns.map((c) => c.title)).toEqual(['Location', ...shortNames]);
    for (const entry of api.locations) {
      const row = side.rows.find((r) => r[0] === entry.name)!;
      const gradeRow = grades.rows.find((r) => r[0] === entry.name)!;
      expect(row[1]).toBe('Retail');
      ['mean', 'attraction', 'engagement', 'dwell', 'FQV'].forEach((metric, i) => {
        expect(cell(row[2 + i]), `${entry.name} ${metric}`).toBe(entry.current[metric].value);
        expect(gradeRow[1 + i]).toBe(entry.current[metric].grade ?? '—');
      });
    }
    const periods = tableNamed(doc, 'Period vs period');
    expect(periods.rows).toHaveLength(api.locations.length * 5);
    const parisMean = periods.rows.find(
      (r) => r[0] === 'Paris Opéra Store' && r[1] === 'Mean (visitors per day)',
    )!;
    expect(parisMean.slice(2, 4).map(cell)).toEqual([2, 4 / 7]);
    // The change as the API states it, written by core's one formatter.
    expect(parisMean[4]).toBe(formatMetricChange(metricChange('mean', 2, 4 / 7), 'en-US'));

    const results = (
      await server.request('GET', `/api/system/reports/${reportId}/results`, {
        token: fx.tokens.owner,
      })
    ).body.data;
    const saved = tableNamed(doc, 'Report figures');
    expect(saved.columns.map((c) => c.title)).toEqual([
      'Location',
      'Visitors',
      'Capture rate',
      'Average dwell',
    ]);
    for (const row of results.rows.filter((r: { bucket: string | null }) => r.bucket === null)) {
      const docRow = saved.rows.find((r) => r[0] === row.location_name)!;
      expect(docRow.slice(1).map(cell)).toEqual([
        row.values.visitors,
        row.values.capture_rate,
        row.values.avg_dwell_s,
      ]);
    }
    const chart = doc.sections.find((s) => s.kind === 'chart');
    expect(chart && chart.kind === 'chart' && (chart.chart.option.series as unknown[]).length).toBe(
      2,
    );
    const grading = doc.sections.find((s) => s.kind === 'text' && s.title === 'How grades work');
    expect(grading && grading.kind === 'text' && grading.paragraphs).toEqual(
      expect.arrayContaining([
        'average: below the 40th percentile',
        'fair: from the 40th to the 60th percentile',
        'high: above the 95th percentile',
        'Retail: graded among 2 locations this period, 1 in the previous period.',
      ]),
    );
    expect(doc.explanations.join(' ')).toContain('The previous period is the 7 days before');
  });

  it('takes dates[0] instead of the report period and writes the reader’s language', async () => {
    const doc = await build({
      report_id: reportId,
      dates: [{ start_date: '2026-03-02', end_date: '2026-03-04', format: 'YYYY-MM-DD' }],
      locale: 'fr',
    });
    expect(doc.title).toBe('Rapport de comparaison');
    expect(doc.subtitle).toBe('Stores of March · du 2026-03-02 au 2026-03-04');
    const side = tableNamed(doc, 'Côte à côte');
    const parisRow = side.rows.find((r) => r[0] === 'Paris Opéra Store')!;
    expect(parisRow[1]).toBe('Commerce');
    expect(cell(parisRow[2])).toBe(10 / 3);
    const parisGrades = tableNamed(doc, 'Notes').rows.find((r) => r[0] === 'Paris Opéra Store')!;
    // Paris's attraction 14/64 is below Lyon's 21/31 among the two: 25th percentile.
    expect(parisGrades[2]).toBe('moyen');
    const saved = tableNamed(doc, 'Chiffres du rapport');
    expect(cell(saved.rows.find((r) => r[0] === 'Paris Opéra Store')![1])).toBe(10);
  });

  it('refuses a request without a report and another corporation’s report', async () => {
    await expect(build({ dates: [{}] })).rejects.toMatchObject({
      fields: { report_id: 'Choose a report' },
    });
    const foreignUser = (
      await server.request('GET', '/api/system/myprofile', { token: fx.tokens.foreign })
    ).body.data;
    const foreign: AuthContext = {
      userId: Number(foreignUser.id),
      tokenId: 0,
      kind: 'session',
      locationId: null,
    };
    await expect(build({ report_id: reportId, dates: [{}] }, foreign)).rejects.toMatchObject({
      type: 'NotFoundException',
    });
  });

  it('renders a PDF whose text has the figures and grades', async () => {
    const doc = await build({ report_id: reportId, dates: [{}] });
    doc.organisation = 'Footfall Demo';
    const file = await renderDocument(doc, 'pdf');
    const path = join(dir, 'comparison.pdf');
    writeFileSync(path, file.body);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
      /\u00a0/g,
      ' ',
    );
    for (const words of [
      'Comparison report',
      'Stores of March',
      'Locations side by side',
      'Grades side by side',
      'Period vs period',
      'How grades work',
      'Paris Opéra Store',
      'Lyon Part-Dieu Store',
      '21.9%', // Paris attraction 14 / 64
      '67.7%', // Lyon attraction 21 / 31
      'high: above the 95th percentile',
    ]) {
      expect(text, words).toContain(words);
    }
  });
});
