// Shared by the report-file tests: a demo server with figures written into the rollups of a
// store, a live-event booth and a show's two booths; downloading a file; and reading it back as
// text (pdftotext for PDFs, exceljs for workbooks).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { createFormatter } from '../src/reports/documents/render/format';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import type { TestServer } from './helpers/test-server';

const run = promisify(execFile);

export type FileAnswer = { status: number; headers: Headers; body: Buffer; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- error envelopes and jobs are read as JSON

export async function fetchFile(
  server: TestServer,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  body?: unknown,
): Promise<FileAnswer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown = null;
  if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
    json = JSON.parse(bytes.toString('utf8'));
  return { status: response.status, headers: response.headers, body: bytes, json };
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'footfall-report-file-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, reading order kept per line (pdftotext -layout). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'file.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  });
}

/** The PDF's pages as PNG files (pdftoppm): how many there are and each one's first bytes. */
export function pdfPages(pdf: Buffer): Promise<Buffer[]> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'file.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-r', '40', '-png', file, path.join(dir, 'page')]);
    const names = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const { readFile } = await import('node:fs/promises');
    return Promise.all(names.map((name) => readFile(path.join(dir, name))));
  });
}

/** Every cell of every sheet: numbers as numbers, the rest as text. */
export async function workbookCells(xlsx: Buffer): Promise<(string | number)[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const cells: (string | number)[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'number' || typeof value === 'string') cells.push(value);
        else if (value instanceof Date) cells.push(value.toISOString().slice(0, 10));
      }),
    ),
  );
  return cells;
}

/** Numbers as the renderer writes them in a locale (the PDF groups thousands, the CSV not). */
export const formatter = (locale: 'en-US' | 'fr' = 'en-US', grouping = true) =>
  createFormatter({ locale, dateFormat: 'MM/DD/YYYY', grouping });

export type Seeded = {
  fx: Fixture;
  paris: string;
  ces: string;
  hannover: string;
  hall1: string;
  hall2: string;
};

/** The demo organisation with figures: the store in March, the booth on 7-8 January, the show's
 * booths on 14-15 April 2026. */
export async function seedFigures(server: TestServer): Promise<Seeded> {
  const fx = await organisationFixture(server);
  const idOf = await demoLocationIds(server, fx.tokens.owner as string);
  const paris = idOf('Paris Opéra Store');
  const ces = idOf('CES Booth 4021');
  const hannover = idOf('Hannover Messe');
  const hall1 = idOf('Hall 1 · Booth A12');
  const hall2 = idOf('Hall 2 · Booth C03');

  const store = await rollupFixture(server, paris);
  await store.hourly([
    {
      date: '2026-03-02',
      hour: 10,
      walkBys: 1830,
      visitors: 410,
      engagers: 120,
      fqv: 31,
      dwellSSum: 410 * 600,
      durationSSum: 410 * 900,
      returningVisitors: 40,
      randomizedVisitors: 100,
      walkIns: 512,
      walkOuts: 500,
      occupancyMax: 80,
    },
    { date: '2026-03-03', hour: 15, walkBys: 700, visitors: 95, engagers: 12, dwellSSum: 95 * 300 },
    {
      date: '2026-03-05',
      hour: 11,
      walkBys: 420,
      visitors: 66,
      engagers: 30,
      fqv: 5,
      dwellSSum: 66 * 420,
      walkIns: 70,
    },
    // The week before, for the comparison.
    {
      date: '2026-02-24',
      hour: 11,
      walkBys: 900,
      visitors: 200,
      engagers: 50,
      dwellSSum: 200 * 500,
    },
  ]);
  for (const [index, minutes] of [3, 12, 25, 50, 95].entries()) {
    await store.visit({
      date: '2026-03-02',
      hour: 10,
      device: `d${index}`,
      durationS: minutes * 60,
    });
  }

  const booth = await rollupFixture(server, ces);
  await booth.hourly([
    {
      date: '2026-01-07',
      hour: 9,
      walkBys: 1200,
      visitors: 140,
      engagers: 60,
      fqv: 12,
      dwellSSum: 140 * 240,
    },
    {
      date: '2026-01-07',
      hour: 10,
      walkBys: 2100,
      visitors: 310,
      engagers: 101,
      fqv: 30,
      dwellSSum: 310 * 200,
    },
    {
      date: '2026-01-07',
      hour: 14,
      walkBys: 900,
      visitors: 77,
      engagers: 20,
      fqv: 4,
      dwellSSum: 77 * 180,
    },
    {
      date: '2026-01-08',
      hour: 11,
      walkBys: 1500,
      visitors: 260,
      engagers: 90,
      fqv: 21,
      dwellSSum: 260 * 210,
    },
  ]);
  // The booth's gateway reported 9:00-17:00 on both days: 18 live hours.
  const [sensorId] = [...(await booth.sensorIds()).values()];
  if (sensorId === undefined) throw new Error('the demo booth has no gateway');
  await booth.gatewayHourly(
    ['2026-01-07', '2026-01-08'].flatMap((date) =>
      Array.from({ length: 9 }, (_, index) => ({
        date,
        hour: 9 + index,
        sensorId,
        detections: 100,
        heartbeats: 60,
        minutesSeen: 60,
      })),
    ),
  );

  // Another live-event booth the same days, drawing fewer passers-by in: the CES booth's
  // capture rate is graded against it.
  const nrf = await rollupFixture(server, idOf('NRF Big Show Booth'));
  await nrf.hourly([
    {
      date: '2026-01-07',
      hour: 10,
      walkBys: 3000,
      visitors: 90,
      engagers: 10,
      dwellSSum: 90 * 100,
    },
  ]);

  // The show: the people seen anywhere in it, booths included (docs/metrics.md), so at least its
  // busiest booth's (135 and 90) and fewer than the booths' sum (p seen at both counts once).
  const show = await rollupFixture(server, hannover);
  await show.hourly([
    { date: '2026-04-14', hour: 10, walkBys: 1000, visitors: 160, engagers: 30 },
    { date: '2026-04-15', hour: 12, walkBys: 700, visitors: 110, engagers: 15 },
  ]);
  for (const [id, scale] of [
    [hall1, 1],
    [hall2, 3],
  ] as const) {
    const rollups = await rollupFixture(server, id);
    await rollups.hourly([
      {
        date: '2026-04-14',
        hour: 10,
        walkBys: 300 * scale,
        visitors: 45 * scale,
        engagers: 9 * scale,
        fqv: 2,
        dwellSSum: 45 * scale * (400 - 100 * scale),
      },
      {
        date: '2026-04-15',
        hour: 12,
        walkBys: 200 * scale,
        visitors: 30 * scale,
        engagers: 4 * scale,
        dwellSSum: 30 * scale * 150,
      },
    ]);
  }
  return {
    fx,
    paris: String(paris),
    ces: String(ces),
    hannover: String(hannover),
    hall1: String(hall1),
    hall2: String(hall2),
  };
}
