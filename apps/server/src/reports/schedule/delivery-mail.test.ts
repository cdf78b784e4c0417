// The scheduled mail in each locale: dates in the locale's default report date format, figures
// written by Intl in that locale, and the same metric names as the attached PDF.
import type { Locale, ReportResultRow, ReportResults } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { reportMail } from './delivery-mail';

// Intl's French separators: a narrow no-break space between thousands, a no-break space before %.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const total = (id: number, values: ReportResultRow['values']): ReportResultRow => ({
  location_id: String(id),
  location_name: `Store ${id}`,
  bucket: null,
  values,
  previous: null,
});

const results = (rows: ReportResultRow[]): ReportResults => ({
  report_id: '1',
  run_at: '2026-03-16T05:00:00.000Z',
  range: { start_date: '2026-03-09', end_date: '2026-03-15' },
  comparison_range: null,
  rows,
});

const mail = (locale: Locale, range = { start: '2026-03-09', end: '2026-03-15' }, count = 1) =>
  reportMail({
    name: 'Stores',
    range,
    results: results(
      Array.from({ length: count }, (_, index) =>
        total(index + 1, {
          visitors: 5321,
          walk_bys: 12345,
          capture_rate: 0.125,
          avg_dwell_s: 725,
          fqv: null,
        }),
      ),
    ),
    link: 'https://footfall.example/main/comparison-report/1',
    fileName: 'comparison-report-stores.pdf',
    locale,
  });

describe('the scheduled report mail', () => {
  it('is American English by default', () => {
    const { subject, text } = mail('en-US');
    expect(subject).toBe('Stores: 03/09/2026 to 03/15/2026');
    expect(text.split('\n')).toEqual([
      'Stores',
      'Period: 03/09/2026 to 03/15/2026',
      '',
      'Store 1',
      '  Visitors: 5,321',
      '  Walk-bys: 12,345',
      '  Capture rate: 12.5%',
      '  Average dwell: 12 min 5 s',
      '  FQV: -',
      '',
      'The full report is attached (comparison-report-stores.pdf).',
      'Open it in Footfall: https://footfall.example/main/comparison-report/1',
      '',
      'You receive this mail because you are a recipient of this scheduled report.',
    ]);
  });

  it('writes British dates day first', () => {
    expect(mail('en-GB').subject).toBe('Stores: 09/03/2026 to 15/03/2026');
  });

  it('is French for a French creator', () => {
    const { subject, text } = mail('fr');
    expect(subject).toBe('Stores : du 09/03/2026 au 15/03/2026');
    expect(text).toContain('Période : du 09/03/2026 au 15/03/2026');
    expect(text).toContain(`  Visiteurs : 5${NNBSP}321`);
    expect(text).toContain(`  Passants : 12${NNBSP}345`);
    expect(text).toContain(`  Taux de captation : 12,5${NBSP}%`);
    expect(text).toContain('  Temps de présence moyen : 12 min 5 s');
    expect(text).toContain(
      'Le rapport complet est en pièce jointe (comparison-report-stores.pdf).',
    );
    expect(text).not.toMatch(/Visitors|Period|attached/);
  });

  it('is Spanish for a Spanish creator', () => {
    const { subject, text } = mail('es');
    expect(subject).toBe('Stores: del 09/03/2026 al 15/03/2026');
    expect(text).toContain('Periodo: del 09/03/2026 al 15/03/2026');
    // Spanish groups thousands only from five digits on.
    expect(text).toContain('  Visitantes: 5321');
    expect(text).toContain('  Transeúntes: 12.345');
    expect(text).toContain('El informe completo va adjunto (comparison-report-stores.pdf).');
  });

  it('names a single day alone and counts the locations left to the PDF', () => {
    const day = { start: '2026-03-15', end: '2026-03-15' };
    expect(mail('fr', day).subject).toBe('Stores : 15/03/2026');
    expect(mail('fr', day, 6).text).toContain('... et 1 autre site dans le PDF.');
    expect(mail('en-US', day, 8).text).toContain('... and 3 more locations in the PDF.');
    expect(mail('en-US', day, 8).text).not.toContain('Store 6');
  });
});
