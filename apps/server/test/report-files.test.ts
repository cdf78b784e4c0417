// Generated report files on both databases: for every kind, the PDF's text (pdftotext), the CSV
// and the XLSX carry the figures the analytics API answers for the same range, written as the
// renderer writes them; French numbers, the requested date format, and the PDF's pages as PNG.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineDirtyDays } from '../src/db/schema';
import { markDaysDirty } from '../src/pipeline/dirty-day-marks';
import { startTestServer, type TestServer } from './helpers/test-server';
import {
  fetchFile,
  formatter,
  pdfPages,
  pdfText,
  seedFigures,
  workbookCells,
  type Seeded,
} from './report-files.helpers';

type Figures = Record<string, number | null>;

describe('report files', () => {
  let server: TestServer;
  let s: Seeded;
  const owner = () => s.fx.tokens.owner as string;
  const api = async (location: string, endpoint: string, query: string) => {
    const res = await server.request('GET', `/api/v1/locations/${location}/${endpoint}?${query}`, {
      token: owner(),
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const file = (kind: string, body: Record<string, unknown>) =>
    fetchFile(server, 'POST', `/report/${kind}`, owner(), body);

  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    s = await seedFigures(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const MARCH = { start_date: '2026-03-02', end_date: '2026-03-08' };

  it('writes a retail report whose PDF, CSV and XLSX carry the analytics figures', async () => {
    const q = 'start_date=2026-03-02&end_date=2026-03-08&granularity=day&compare=1';
    const traffic = await api(s.paris, 'foot-traffic', q);
    const door = await api(s.paris, 'door-counter', q);
    const visits = await api(s.paris, 'visit-duration', q);
    const profile = await api(s.paris, 'profile-qualifiers', q);
    const totals = traffic.totals as Figures;
    expect(totals.visitors).toBe(571);

    const f = formatter();
    const pdf = await file('retail-report', { location_id: s.paris, dates: [MARCH] });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="retail-report-paris-opera-store-2026-03-02-2026-03-08.pdf"; ' +
        "filename*=UTF-8''retail-report-paris-opera-store-2026-03-02-2026-03-08.pdf",
    );
    const text = await pdfText(pdf.body);
    expect(text).toContain('Retail report');
    expect(text).toContain('Northwind Retail & Events');
    expect(text).toContain('Paris Opéra Store');
    for (const expected of [
      f.number(totals.visitors!, 'count'),
      f.number(totals.walk_bys!, 'count'),
      f.number(totals.capture_rate!, 'percent'),
      f.number(totals.engagement_rate!, 'percent'),
      f.number(totals.avg_dwell_s!, 'duration'),
      f.number(door.totals.walk_ins, 'count'),
      f.number(visits.visits, 'count'),
      f.number(visits.median_s, 'duration'),
      f.number(profile.new_visitors, 'count'),
      f.number(profile.returning_rate, 'percent'),
      // The first day's visitors in the periods table, its date in the en-US default format.
      '03/02/2026',
    ])
      expect(text).toContain(expected);

    const csv = await file('retail-report', {
      location_id: s.paris,
      dates: [MARCH],
      file_format: 'csv',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const plain = formatter('en-US', false);
    const csvText = csv.body.toString('utf8');
    for (const expected of [
      plain.number(totals.visitors!, 'count'),
      plain.number(totals.walk_bys!, 'count'),
      plain.number(totals.capture_rate!, 'percent'),
      plain.number(door.totals.walk_ins, 'count'),
    ])
      expect(csvText).toContain(expected);

    const xlsx = await file('retail-report', {
      location_id: s.paris,
      dates: [MARCH],
      file_format: 'xlsx',
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('.xlsx"');
    const cells = await workbookCells(xlsx.body);
    for (const value of [
      totals.visitors,
      totals.walk_bys,
      totals.capture_rate,
      door.totals.walk_ins,
    ])
      expect(cells).toContain(value);
  });

  it('turns the PDF into PNG pages', async () => {
    const pdf = await file('retail-report', { location_id: s.paris, dates: [MARCH] });
    const pages = await pdfPages(pdf.body);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) expect(page.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('writes numbers the French way and dates in the requested format', async () => {
    const traffic = await api(s.paris, 'foot-traffic', 'start_date=2026-03-02&end_date=2026-03-08');
    const fr = formatter('fr', false);
    const csv = await file('retail-report', {
      location_id: s.paris,
      dates: [{ ...MARCH, format: 'DD.MM.YYYY' }],
      file_format: 'csv',
      locale: 'fr',
    });
    const text = csv.body.toString('utf8');
    const rate = fr.number(traffic.totals.capture_rate, 'percent');
    expect(rate).toMatch(/^\d+,\d\s%$/);
    expect(text).toContain(rate);
    expect(text).toContain('Rapport magasin');
    expect(text).toContain('02.03.2026');
    expect(text).not.toContain('03/02/2026');

    const pdf = await file('retail-report', {
      location_id: s.paris,
      dates: [{ ...MARCH, format: 'YYYY-MM-DD' }],
    });
    const pdfDates = await pdfText(pdf.body);
    expect(pdfDates).toContain('2026-03-02');
    expect(pdfDates).not.toContain('03/02/2026');
  });

  it('writes one event day hour by hour', async () => {
    const day = { start_date: '2026-01-07', end_date: '2026-01-07' };
    const traffic = await api(
      s.ces,
      'foot-traffic',
      'start_date=2026-01-07&end_date=2026-01-07&granularity=hour',
    );
    const totals = traffic.totals as Figures;
    const f = formatter();
    const pdf = await file('event-daily', { location_id: s.ces, dates: [day] });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(
      'event-daily-ces-booth-4021-2026-01-07.pdf',
    );
    const text = await pdfText(pdf.body);
    expect(text).toContain('Event daily report');
    expect(text).toContain(f.number(totals.walk_bys! + totals.visitors!, 'count'));
    expect(text).toContain(f.number(totals.visitors!, 'count'));
    expect(text).toContain(f.number(totals.engagement_rate!, 'percent'));
    expect(text).toContain(f.number(totals.avg_dwell_s!, 'duration'));
    // Every hour with figures is a row of the table.
    for (const bucket of traffic.buckets as Figures[])
      expect(text).toContain(f.number(bucket.walk_bys! + bucket.visitors!, 'count'));

    const csv = await file('event-daily', {
      location_id: s.ces,
      dates: [day],
      file_format: 'csv',
    });
    const plain = formatter('en-US', false);
    const csvText = csv.body.toString('utf8');
    expect(csvText).toContain(plain.number(totals.walk_bys! + totals.visitors!, 'count'));
    expect(csvText).toContain(plain.number(totals.fqv!, 'count'));
  });

  it("writes the event's days and its busiest hour", async () => {
    const range = { start_date: '2026-01-06', end_date: '2026-01-09' };
    const traffic = await api(s.ces, 'foot-traffic', 'start_date=2026-01-06&end_date=2026-01-09');
    const f = formatter();
    const pdf = await file('event-report/foot-traffic', { location_id: s.ces, dates: [range] });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(
      'event-report-foot-traffic-ces-booth-4021-2026-01-06-2026-01-09.pdf',
    );
    const text = await pdfText(pdf.body);
    expect(text).toContain(f.number(traffic.totals.visitors, 'count'));
    expect(text).toContain(f.number(traffic.totals.walk_bys, 'count'));
    expect(text).toContain('Busiest hour: Wednesday 01/07/2026');
    expect(text).toContain('with 310 visitors');
    for (const bucket of traffic.buckets as (Figures & { bucket: string })[]) {
      const [year, month, dayOfMonth] = bucket.bucket.split('-');
      expect(text).toContain(`${month}/${dayOfMonth}/${year}`);
    }
    // Nobody was seen on the 6th: not an event day, no row (the subtitle still names it).
    expect(text).not.toMatch(/^\s*01\/06\/2026\s+\d/m);
    expect(text).toMatch(/^\s*01\/07\/2026\s+4,727\s/m);

    const xlsx = await file('event-report/foot-traffic', {
      location_id: s.ces,
      dates: [range],
      file_format: 'xlsx',
    });
    const cells = await workbookCells(xlsx.body);
    for (const bucket of traffic.buckets as Figures[]) expect(cells).toContain(bucket.visitors);
  });

  it('writes brand awareness: impressions, visibility score and capture-rate grade', async () => {
    const range = { start_date: '2026-01-07', end_date: '2026-01-08' };
    const traffic = await api(s.ces, 'foot-traffic', 'start_date=2026-01-07&end_date=2026-01-08');
    const impressions = traffic.totals.walk_bys + traffic.totals.visitors;
    const live = traffic.completeness.hours_in_range - traffic.completeness.hours_without_data;
    expect(live).toBe(18);
    const f = formatter();
    const pdf = await file('event-report/awareness', { location_id: s.ces, dates: [range] });
    const text = await pdfText(pdf.body);
    expect(text).toContain('Brand awareness report');
    expect(text).toContain(f.number(impressions, 'count'));
    expect(text).toContain(f.number(impressions / live, 'decimal'));
    expect(text).toContain(f.number(traffic.totals.capture_rate, 'percent'));
    expect(text).toContain('(18 hours in this range)');
    // Graded among the corporation's live-event locations with figures (this one and NRF).
    const scores = await api(s.ces, 'scores', 'start_date=2026-01-07&end_date=2026-01-08');
    const attraction = scores.scores.find((score: { name: string }) => score.name === 'attraction');
    expect(attraction).toMatchObject({ grade: 'very good', peers: 2 });
    expect(text).toContain('Attraction grade: very good');
    expect(text).toContain('Attraction grade very good: percentile 75 among 2 locations');

    const csv = await file('event-report/awareness', {
      location_id: s.ces,
      dates: [range],
      file_format: 'csv',
    });
    const plain = formatter('en-US', false);
    expect(csv.body.toString('utf8')).toContain(plain.number(impressions / live, 'decimal'));
  });

  it("compares a show's booths in a bubble report", async () => {
    const range = { start_date: '2026-04-14', end_date: '2026-04-15' };
    const q = 'start_date=2026-04-14&end_date=2026-04-15';
    const booth1 = (await api(s.hall1, 'foot-traffic', q)).totals as Figures;
    const booth2 = (await api(s.hall2, 'foot-traffic', q)).totals as Figures;
    const f = formatter();
    const pdf = await file('bubble-report', { location_id: s.hannover, dates: [range] });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body);
    expect(text).toContain('Hall 1 · Booth A12');
    expect(text).toContain('Hall 2 · Booth C03');
    for (const totals of [booth1, booth2]) {
      expect(text).toContain(f.number(totals.visitors!, 'count'));
      expect(text).toContain(f.number(totals.avg_dwell_s!, 'duration'));
      expect(text).toContain(f.number(totals.engagement_rate!, 'percent'));
    }
    // The summary's visitors are the show's own figure (as its dashboard shows), not the booths'
    // sum: a person seen at two booths is one of the show's visitors.
    const show = (await api(s.hannover, 'foot-traffic', q)).totals as Figures;
    expect(show.visitors).toBe(270);
    expect(text).toMatch(/Booths\s+Visitors\s+2\s+270\s/);
    expect(text).not.toContain(f.number(booth1.visitors! + booth2.visitors!, 'count'));
    // Ranked by visitors: the busier booth (hall 2) comes first (its name may wrap in the cell).
    expect(text).toMatch(/^\s*1\s+Hall 2 · Booth\b/m);
    expect(text).toMatch(/^\s*2\s+Hall 1 · Booth\b/m);

    const csv = await file('bubble-report', {
      location_id: s.hannover,
      dates: [range],
      file_format: 'csv',
    });
    const rows = csv.body.toString('utf8').split('\r\n');
    const plain = formatter('en-US', false);
    expect(rows.find((row) => row.includes('Hall 2 · Booth C03'))).toContain(
      `1,Hall 2 · Booth C03,${plain.number(booth2.visitors!, 'count')}`,
    );
  });

  it('says in the answer and in the file when days of the range are still being computed', async () => {
    // The worker is off here: the marks stay until removed.
    await markDaysDirty(server.ctx, Number(s.paris), ['2026-03-04', '2026-02-25']);
    try {
      const q = 'start_date=2026-03-02&end_date=2026-03-08&granularity=day';
      expect((await api(s.paris, 'foot-traffic', q)).completeness.pending_days).toBe(1);
      // Compared, the comparison range's pending day counts too (the figures' changes rest on it).
      const compared = (await api(s.paris, 'foot-traffic', `${q}&compare=1`)).completeness;
      expect(compared.pending_days).toBe(2);
      expect(compared.note).toContain('2 days are still being computed: figures may change.');

      const csv = await file('retail-report', {
        location_id: s.paris,
        dates: [MARCH],
        file_format: 'csv',
        locale: 'fr',
      });
      expect(csv.body.toString('utf8')).toContain(
        '2 jours des dates de ce document étaient encore en cours de calcul à sa création : les chiffres peuvent changer.',
      );
    } finally {
      await server.ctx.db
        .delete(pipelineDirtyDays)
        .where(eq(pipelineDirtyDays.locationId, Number(s.paris)));
    }
  });
});
