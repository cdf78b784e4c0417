// The PDF checked the way a reader sees it: its text through pdftotext, its first page drawn to
// pixels through pdftoppm (poppler-utils; `npm test` installs it where it is missing, and these
// checks fail without it rather than pass unseen).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportDocument } from '../model';
import { FIXTURE_ROWS, fixtureDocument } from '../../../../test/helpers/report-document-fixture';
import { renderDocument } from './index';

const dir = mkdtempSync(join(tmpdir(), 'render-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdfFile(doc: ReportDocument, name: string): Promise<string> {
  const file = await renderDocument(doc, 'pdf');
  expect(file.contentType).toBe('application/pdf');
  expect(file.extension).toBe('pdf');
  expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, file.body);
  return path;
}

/** pdftotext's pages, no-break spaces made plain. */
function pages(path: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return text
    .replace(/\u00a0/g, ' ')
    .split('\f')
    .filter((page) => page.trim() !== '');
}

const HEADER_ROW = /Date\s+Store\s+Visitors\s+Capture rate\s+Average dwell/;

describe('PDF rendering', () => {
  it('writes the organisation, title, figures and page numbers (en-US)', async () => {
    const path = await pdfFile(fixtureDocument('en-US'), 'en-us');
    const text = pages(path);
    const all = text.join('\n');
    expect(text.length).toBeGreaterThan(2);
    for (const page of text) {
      expect(page).toContain('Acme Retail Group');
      expect(page).toContain('Retail report');
      expect(page).toContain('Figures in time zone Europe/Paris');
    }
    expect(all).toContain('Rue de Rivoli store');
    expect(all).toContain('Generated on 05/01/2026 4:05 PM');
    expect(all).toMatch(/1,234\s/);
    expect(all).toContain('987,654');
    expect(all).toContain('12.5%');
    expect(all).toContain('+12.3% vs previous period');
    expect(all).toContain('12 min 5 s');
    expect(all).toContain('3,500'); // a chart axis tick, in the locale
    expect(text[0]).toContain(`Page 1 of ${text.length}`);
    expect(text.at(-1)).toContain(`Page ${text.length} of ${text.length}`);
    // The table header starts the table and is repeated on the next page; no row is lost.
    expect(text[0]).toMatch(HEADER_ROW);
    expect(text[1]).toMatch(HEADER_ROW);
    expect(all.match(/^\s*\d\d\/\d\d\/2026\s/gm)).toHaveLength(FIXTURE_ROWS);
    expect(all).toContain('04/30/2026');
    expect(text.at(-1)).toContain('About these figures');
    expect(text.at(-1)).toContain('The capture rate is walk-ins divided by walk-bys.');
  });

  it('writes French figures and texts without broken characters', async () => {
    const path = await pdfFile(fixtureDocument('fr', 'DD MMM YYYY'), 'fr');
    const all = pages(path).join('\n');
    expect(all).toMatch(/1 234\s/);
    expect(all).toContain('987 654');
    expect(all).toContain('12,5 %');
    expect(all).toContain('+12,3 % vs période précédente');
    expect(all).toContain('Galeries Lafayette – entrée nord');
    expect(all).toContain('01 janv. 2026');
    expect(all).toContain('Page 1 sur');
    expect(all).toContain('À propos de ces chiffres');
    expect(all).not.toMatch(/\d\/\d{3}(?!\d)/); // a narrow space drawn as a wrong glyph
  });

  it('prints Polish, Czech, Greek and Cyrillic names as written, in text, tables and charts', async () => {
    const names = ['Łódź Manufaktura', 'Škoda Plzeň', 'Περίπτερο Αθήνα', 'Стенд Москва'];
    const base = fixtureDocument('en-US');
    const document: ReportDocument = {
      ...base,
      title: `${names[0]} report`,
      organisation: names[1]!,
      sections: [
        {
          kind: 'kpis',
          title: names[2]!,
          items: [{ label: names[3]!, value: { kind: 'number', value: 5, style: 'count' } }],
        },
        {
          kind: 'chart',
          title: 'Visitors by booth',
          chart: {
            option: {
              xAxis: { type: 'category', data: names },
              yAxis: { type: 'value' },
              series: [{ type: 'bar', data: [3, 5, 8, 13] }],
            },
          },
        },
        {
          kind: 'table',
          title: 'Booths',
          name: 'Booths',
          columns: [{ title: 'Booth' }],
          rows: names.map((name) => [name]),
        },
      ],
    };
    const all = pages(await pdfFile(document, 'alphabets')).join('\n');
    expect(all).not.toContain('?');
    // Title, organisation, KPI section and label, chart axis labels and table cells.
    for (const name of names) expect(all.split(name).length - 1).toBeGreaterThanOrEqual(2);
  });

  it('sets the document metadata', async () => {
    const path = await pdfFile(fixtureDocument('en-GB', 'DD/MM/YYYY'), 'meta');
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    expect(info).toMatch(/^Title:\s+Retail report$/m);
    expect(info).toMatch(/^Author:\s+Acme Retail Group$/m);
    expect(info).toMatch(/^Creator:\s+Footfall$/m);
    expect(info).toMatch(/^Page size:\s+595.* x 841.* \(A4\)$/m);
  });

  it('draws a first page that is not blank, chart colours included', async () => {
    const path = await pdfFile(fixtureDocument('en-US'), 'pixels');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', path, join(dir, 'page')]);
    expect(statSync(join(dir, 'page-1.png')).size).toBeGreaterThan(2000);
    // The same page as a raw PPM: count ink and the palette's first colour (#0072b2, the bars).
    execFileSync('pdftoppm', [
      '-r',
      '40',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path,
      join(dir, 'raw'),
    ]);
    const ppm = readFileSync(join(dir, 'raw.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
    expect(header).not.toBeNull();
    const pixels = ppm.subarray(header![0].length);
    let ink = 0;
    let blue = 0;
    for (let index = 0; index + 2 < pixels.length; index += 3) {
      const [r, g, b] = [pixels[index]!, pixels[index + 1]!, pixels[index + 2]!];
      if (r + g + b < 600) ink += 1;
      if (b > 150 && r < 60 && g > 90 && g < 140) blue += 1;
    }
    const total = pixels.length / 3;
    expect(ink / total).toBeGreaterThan(0.03);
    expect(blue / total).toBeGreaterThan(0.005);
  });

  it('renders empty sections with "No data"', async () => {
    const empty: ReportDocument = {
      ...fixtureDocument('es', 'YYYY-MM-DD'),
      sections: [
        { kind: 'kpis', title: 'Cifras clave', items: [] },
        {
          kind: 'chart',
          title: 'Visitantes',
          chart: { option: { series: [{ type: 'bar', data: [] }] } },
        },
        { kind: 'chart', title: 'Sin series', chart: { option: {} } },
        { kind: 'table', title: 'Tabla', name: 'Tabla', columns: [{ title: 'Día' }], rows: [] },
      ],
      explanations: [],
    };
    const text = pages(await pdfFile(empty, 'empty'));
    expect(text).toHaveLength(1);
    expect(text[0]!.match(/Sin datos/g)).toHaveLength(4);
    expect(text[0]).toContain('Página 1 de 1');
    expect(text[0]).not.toContain('Acerca de estas cifras');
  });
});
