// The reports' "About these figures" states what each location's Wi-Fi visitor figures rest on,
// with the band its foot-traffic answer carries (one rule: analytics/estimate.ts), before and
// after the location is calibrated on its door counters, and that door counts are counted.
import {
  UNCALIBRATED_BAND,
  defaultReportDateFormat,
  type CaptureRatioFit,
  type Locale,
} from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCalibration } from '../src/calibration/calibration-store';
import { createFormatter } from '../src/reports/documents/render/format';
import { startTestServer, type TestServer } from './helpers/test-server';
import { fetchFile, pdfText, seedFigures, type Seeded } from './report-files.helpers';
import { demoLocationIds } from './helpers/rollup-fixture';

const MARCH = { start_date: '2026-03-02', end_date: '2026-03-08' };

/** pdftotext wraps a paragraph over lines: compare with spaces collapsed. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Paris's own calibration: 21 usable days in February, 45 Wi-Fi visitors per 100 walk-ins. */
const PARIS_FIT: CaptureRatioFit = {
  captureRatio: 0.452,
  band: 0.084,
  residualSd: 0.042,
  daysUsed: 21,
  fromDate: '2026-02-02',
  toDate: '2026-02-28',
};

describe('what report figures rest on', () => {
  let server: TestServer;
  let s: Seeded;
  const owner = () => s.fx.tokens.owner as string;
  const estimateAt = async (location: string) => {
    const res = await server.request(
      'GET',
      `/api/v1/locations/${location}/foot-traffic?start_date=2026-03-02&end_date=2026-03-08`,
      { token: owner() },
    );
    expect(res.status).toBe(200);
    return res.body.data.estimate;
  };
  /** The PDF's text from "About these figures" on (the section ends the document). */
  const about = async (kind: string, body: Record<string, unknown>, heading: string) => {
    const pdf = await fetchFile(server, 'POST', `/report/${kind}`, owner(), body);
    expect(pdf.status).toBe(200);
    const text = flat(await pdfText(pdf.body));
    expect(text).toContain(heading);
    return text.slice(text.lastIndexOf(heading));
  };
  const format = (locale: Locale) =>
    createFormatter({ locale, dateFormat: defaultReportDateFormat(locale) });

  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    s = await seedFigures(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('gives an uncalibrated store the default band of its foot-traffic answer', async () => {
    const estimate = await estimateAt(s.paris);
    expect(estimate).toMatchObject({ source: 'default', band: UNCALIBRATED_BAND });
    const band = format('en-US').number(estimate.band, 'percent');
    expect(band).toBe('35%');

    const text = await about(
      'retail-report',
      { location_id: s.paris, dates: [MARCH] },
      'About these figures',
    );
    expect(text).toContain(
      `Paris Opéra Store: not calibrated against any door counter, typical error ±${band}.`,
    );
    expect(text).toContain('Wi-Fi estimates, with an error band: Visitors,');
    expect(text).toContain(
      'Door-counter figures (walk-ins, walk-outs, occupancy) are counted, not estimated',
    );
  });

  it("states a calibrated store's own band, days and capture ratio in English and French", async () => {
    await saveCalibration(server.ctx.db, Number(s.paris), PARIS_FIT, server.ctx.now());
    const estimate = await estimateAt(s.paris);
    expect(estimate).toMatchObject({ source: 'own', band: PARIS_FIT.band, days_used: 21 });

    const en = format('en-US');
    const english = await about(
      'retail-report',
      { location_id: s.paris, dates: [MARCH] },
      'About these figures',
    );
    expect(english).toContain(
      flat(
        `Paris Opéra Store: calibrated on its own door counters over 21 days ` +
          `(${en.date(estimate.calibrated_from)} – ${en.date(estimate.calibrated_to)}), ` +
          `±${en.number(estimate.band, 'percent')}. ` +
          'Wi-Fi sees about 45 visitors per 100 people counted at the door.',
      ),
    );
    expect(english).toContain('±8.4%');

    const fr = format('fr');
    const french = await about(
      'retail-report',
      { location_id: s.paris, dates: [MARCH], locale: 'fr' },
      'À propos de ces chiffres',
    );
    expect(french).toContain(
      flat(
        'Paris Opéra Store : chiffres étalonnés sur ses propres compteurs de porte pendant 21 jours ' +
          `(du ${fr.date(estimate.calibrated_from)} au ${fr.date(estimate.calibrated_to)}), ` +
          `±${fr.number(estimate.band, 'percent')}. ` +
          'Le Wi-Fi voit environ 45 visiteurs pour 100 personnes comptées à la porte.',
      ),
    );
    expect(french).toContain('28/02/2026');
    expect(french).toContain('Les chiffres des compteurs de porte (entrées, sorties, occupation)');
  });

  it('names every location of a comparison report with its own basis', async () => {
    // Paris is calibrated (previous test): Lyon, a store of the same organisation without a
    // calibration, borrows Paris's.
    const idOf = await demoLocationIds(server, owner());
    const lyon = String(idOf('Lyon Part-Dieu Store'));
    const created = await server.request('POST', '/api/system/reports', {
      token: owner(),
      body: {
        name: 'Stores',
        location_ids: [s.paris, lyon],
        metrics: ['visitors', 'walk_ins'],
        period: { kind: 'fixed', ...MARCH },
      },
    });
    expect(created.status).toBe(201);
    const lyonEstimate = await estimateAt(lyon);
    expect(lyonEstimate).toMatchObject({ source: 'similar', similar_locations: 1 });

    const es = format('es');
    const text = await about(
      'comparison-report',
      { report_id: created.body.data.id, dates: [{}], locale: 'es' },
      'Acerca de estas cifras',
    );
    expect(text).toContain(
      `Paris Opéra Store: cifras calibradas con sus propios contadores de puerta durante 21 días`,
    );
    expect(text).toContain(
      flat(
        'Lyon Part-Dieu Store: aún sin calibración propia; cifras tomadas de una ubicación similar ' +
          `(mismo tipo) calibrada con sus contadores de puerta, ±${es.number(lyonEstimate.band, 'percent')}.`,
      ),
    );
    expect(text).toContain('Las cifras de los contadores de puerta');
  });

  it("names a show's uncalibrated booths together and says nothing of door counts", async () => {
    const band = format('en-US').number((await estimateAt(s.hall1)).band, 'percent');
    const text = await about(
      'bubble-report',
      { location_id: s.hannover, dates: [{ start_date: '2026-04-14', end_date: '2026-04-15' }] },
      'About these figures',
    );
    expect(text).toContain(
      `Hannover Messe, Hall 1 · Booth A12, Hall 2 · Booth C03: not calibrated against any door counter, typical error ±${band}.`,
    );
    expect(text).not.toContain('Door-counter figures');
  });
});
