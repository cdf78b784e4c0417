// Issue 7, "Proven by": end-to-end in Chromium, create a comparison report of two demo locations,
// open it, download its PDF and CSV. The figures on the page and in both files are the comparison
// API's, each written in en-US as that channel writes it. The demo feed is off in e2e, so the data
// is sent first (reports-data.ts, on top of the dashboards' seed; both once per server).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  COMPARISON_METRICS,
  formatCsvNumber,
  formatDecimal,
  formatDuration,
  formatPercent,
  type ComparisonMetric,
  type FootTrafficResponse,
  type ReportComparison,
  type ReportCreateRequest,
} from '@footfall/core';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { formatCount, useSession, type DemoApi, type SiteKey } from './dashboard-data';
import { chartsAtRest, DEMO, isoDateOf, snapshot } from './helpers';
import { seedReportData, STORES } from './reports-data';

let demo: DemoApi;
let ids: Record<SiteKey, string>;
let lyon: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL });
  ({ demo, ids, lyon } = await seedReportData(api));
});

/** Text as a reader sees it: every run of spaces (no-break ones included) and line ends as one. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

// en-US as every channel writes a comparison figure: core's one formatter per locale, for the
// page and the PDF alike; the CSV keeps the rounding without grouping (docs/reports.md).
const en = {
  pageMean: (v: number) => formatDecimal(v, 'en-US'),
  fileMean: (v: number) => formatDecimal(v, 'en-US'),
  csvMean: (v: number) => formatCsvNumber(v, 'en-US', 'decimal'),
  pagePercent: (v: number) => formatPercent(v, 'en-US'),
  filePercent: (v: number) => formatPercent(v, 'en-US'),
  dwell: (v: number) => formatDuration(v),
};

async function comparisonOf(reportId: string): Promise<ReportComparison> {
  return demo.get<ReportComparison>(`/api/system/reports/${reportId}/comparison`);
}

function entryOf(comparison: ReportComparison, name: string) {
  const entry = comparison.locations.find((location) => location.name === name);
  expect(entry, `${name} in the comparison API's answer`).toBeDefined();
  return entry!;
}

function valueOf(comparison: ReportComparison, name: string, metric: ComparisonMetric): number {
  const value = entryOf(comparison, name).current[metric].value;
  expect(value, `the API's ${metric} of ${name}`).not.toBeNull();
  return value!;
}

/** Chooses a format in a report download menu and waits for the file the browser saves. */
async function downloadFrom(page: Page, menuButton: Locator, format: string): Promise<Download> {
  await menuButton.click();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  return download;
}

/** The text of a downloaded PDF (poppler's pdftotext), checked to be a PDF first. */
async function pdfText(download: Download, file: string): Promise<string> {
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return squash(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

/** Creates the report through the definition modal, on the reports list. */
async function fillDefinition(page: Page, name: string) {
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('checkbox', { name: STORES.paris, exact: true }).check();
  await dialog.getByRole('checkbox', { name: STORES.lyon, exact: true }).check();
  await expect(dialog.getByText(`Covers 2 locations today:`)).toBeVisible();
  for (const metric of ['Walk-bys', 'Capture rate', 'Average dwell time'])
    await dialog.getByRole('checkbox', { name: metric, exact: true }).check();
  await expect(dialog.getByRole('radio', { name: 'Rolling' })).toBeChecked();
  await dialog.getByLabel('Length').selectOption('7');
  await dialog.getByRole('switch', { name: 'Compare with the previous period' }).check();
  return dialog;
}

test.describe('reports', () => {
  test('a comparison report of two stores: created, opened, downloaded as PDF and CSV', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = `Paris vs Lyon ${Date.now().toString(36)}`;
    // The session of the API login (dashboard-data.ts), not the login form: every login of the demo
    // owner counts against its cap (10 step-2 attempts in 15 min, a successful login records two)
    // and the other specs' logins already come close to it in one run.
    await useSession(page, demo.token);
    await page.goto('/main');

    // The list, then the definition modal.
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await expect(page).toHaveURL(/\/main\/reports$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    const dialog = await fillDefinition(page, name);
    await dialog.getByRole('button', { name: 'Create report' }).click();
    await expect(dialog).toBeHidden();

    // Saved: in the list with its locations and period.
    const row = page
      .getByRole('table', { name: 'Saved reports' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(STORES.paris);
    await expect(row).toContainText(STORES.lyon);
    await expect(row).toContainText('Last 7 days');

    // The results view, then the comparison from it.
    await row.getByRole('button', { name: `Results of ${name}` }).click();
    const results = page.getByRole('dialog', { name: `Results: ${name}` });
    await expect(results.getByText(/^Compared with /)).toBeVisible({ timeout: 30_000 });
    await results.getByRole('link', { name: 'Open comparison' }).click();
    await expect(page).toHaveURL(/\/main\/comparison-report\/[^/?]+$/);
    const reportId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { name: `${name}: comparison` })).toBeVisible();

    const comparison = await comparisonOf(reportId);
    expect(comparison.range.days).toBe(7);
    expect(comparison.comparison_range.days).toBe(7);
    expect(comparison.locations.map((l) => l.name).sort()).toEqual(
      [STORES.lyon, STORES.paris].sort(),
    );
    // Both retail stores have data (other specs may add more): each is graded among the others.
    const retail = comparison.peers.find((peer) => peer.type === 'RETAIL');
    expect(retail?.current).toBeGreaterThanOrEqual(2);

    // The page: both stores side by side, each figure and grade word as the API answers.
    const sideBySide = page.getByRole('table', { name: 'Locations side by side' });
    for (const store of [STORES.paris, STORES.lyon]) {
      const entry = entryOf(comparison, store);
      const storeRow = sideBySide
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${store}`) }) });
      await expect(storeRow).toHaveCount(1);
      const cells = storeRow.getByRole('cell');
      await expect(cells).toHaveCount(5);
      expect(squash(await cells.nth(0).innerText())).toContain(
        en.pageMean(valueOf(comparison, store, 'mean')),
      );
      expect(squash(await cells.nth(1).innerText())).toContain(
        en.pagePercent(valueOf(comparison, store, 'attraction')),
      );
      expect(squash(await cells.nth(3).innerText())).toContain(
        en.dwell(valueOf(comparison, store, 'dwell')),
      );
      // Grade words (en-US says the API's grades as they are), one under every figure.
      expect(entry.current.mean.grade, `${store}'s mean is graded`).not.toBeNull();
      for (const [index, metric] of COMPARISON_METRICS.entries())
        await expect(cells.nth(index)).toContainText(entry.current[metric].grade ?? 'no grade');
    }
    await expect(page.getByRole('heading', { name: 'How grades work' })).toBeVisible();
    await expect(
      page.getByText(/Each figure is ranked among the organization’s locations of the same type/),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Retail: graded among ${retail!.current} locations this period and ${retail!.previous} in the previous period.`,
      ),
    ).toBeVisible();

    // The PDF: both stores and the same figures, in en-US.
    const menu = page.getByRole('button', { name: 'Download', exact: true });
    const pdf = await downloadFrom(page, menu, 'PDF document');
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(pdf, testInfo.outputPath('comparison.pdf'));
    expect(text).toContain('Comparison report');
    expect(text).toContain(name);
    expect(text).toContain(DEMO.corporation);
    expect(text).toContain('How grades work');
    for (const store of [STORES.paris, STORES.lyon]) {
      expect(text).toContain(store);
      expect(text).toContain(en.fileMean(valueOf(comparison, store, 'mean')));
      expect(text).toContain(en.dwell(valueOf(comparison, store, 'dwell')));
    }

    // The CSV: the side-by-side table, one row per store with the API's figures.
    const csv = await downloadFrom(page, menu, 'CSV (spreadsheet text)');
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvFile = testInfo.outputPath('comparison.csv');
    await csv.saveAs(csvFile);
    const content = fs.readFileSync(csvFile, 'utf8');
    expect(content.startsWith('\ufeff'), 'a byte order mark for spreadsheets').toBe(true);
    const lines = content.slice(1).split('\r\n');
    expect(lines[0]).toBe('Comparison report');
    expect(lines).toContain(DEMO.corporation);
    const header = lines.indexOf('Location,Type,Mean,Attraction,Engagement,Dwell,FQV');
    expect(header, 'the side-by-side header').toBeGreaterThan(0);
    expect(lines[header - 1]).toBe('Locations side by side');
    const csvRows = lines.slice(header + 1, header + 3).map((line) => line.split(','));
    for (const store of [STORES.paris, STORES.lyon]) {
      const csvRow = csvRows.find((cells) => cells[0] === store);
      expect(csvRow, `${store} in the CSV`).toBeDefined();
      expect(csvRow![1]).toBe('Retail');
      expect(csvRow![2]).toBe(en.csvMean(valueOf(comparison, store, 'mean')));
      expect(csvRow![3]).toBe(en.filePercent(valueOf(comparison, store, 'attraction')));
      expect(csvRow![5]).toBe(en.dwell(valueOf(comparison, store, 'dwell')));
    }
    const grades = lines.indexOf('Grades side by side');
    expect(grades, 'the grades table').toBeGreaterThan(header);
    expect(lines[grades + 1]).toBe('Location,Mean,Attraction,Engagement,Dwell,FQV');
    for (const store of [STORES.paris, STORES.lyon]) {
      const current = entryOf(comparison, store).current;
      const words = COMPARISON_METRICS.map((metric) => current[metric].grade ?? '—');
      expect(lines.slice(grades + 2, grades + 4)).toContain([store, ...words].join(','));
    }
  });

  test("the retail dashboard's download menu gives Paris's retail report as a PDF", async ({
    page,
  }, testInfo) => {
    await useSession(page, demo.token);
    await page.goto(`/main/dashboard/${ids.paris}/retail`);
    const filters = page.getByRole('group', { name: 'Dashboard filters' });
    const range = {
      start: await isoDateOf(filters.getByLabel('From', { exact: true })),
      end: await isoDateOf(filters.getByLabel('To', { exact: true })),
    };
    expect(range.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const traffic = await demo.get<FootTrafficResponse>(
      `/api/v1/locations/${ids.paris}/foot-traffic?start_date=${range.start}&end_date=${range.end}&granularity=day`,
    );
    expect(traffic.totals.visitors).toBeGreaterThan(0);
    const group = page.getByRole('group', { name: 'Retail report of the selected period' });
    const download = await downloadFrom(
      page,
      group.getByRole('button', { name: 'Download report' }),
      'PDF document',
    );
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(download, testInfo.outputPath('retail.pdf'));
    expect(text).toContain('Retail report');
    expect(text).toContain(STORES.paris);
    expect(text).toContain(DEMO.corporation);
    // The dashboard's range (en-US dates) and its visitors, as the analytics API counts them.
    const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    expect(text).toContain(`${usDate(range.start)} – ${usDate(range.end)}`);
    const keyFigures = text.slice(text.indexOf('Key figures'), text.indexOf('Capture rate'));
    // pdftotext reads the first row of cards as their labels, then their figures.
    expect(keyFigures).toContain(
      `Key figures Visitors Walk-bys Walk-ins ${formatCount(traffic.totals.visitors!)} `,
    );
  });
});

/** Waits for running CSS transitions (a switch's thumb, a modal) to end before a screenshot. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

// For a person to look at, not a check: skip with --grep-invert @screenshots.
test.describe('screenshots', { tag: '@screenshots' }, () => {
  test.beforeEach(async ({ page }) => {
    await useSession(page, demo.token);
  });

  test('the reports list, the definition modal and the comparison at 1280 px and 390 px', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const body: ReportCreateRequest = {
      name: 'Paris and Lyon, last 7 days',
      location_ids: [ids.paris, lyon],
      metrics: ['visitors', 'walk_bys', 'capture_rate', 'avg_dwell_s'],
      period: { kind: 'rolling', days: 7 },
      comparison: true,
    };
    const report = await demo.post<{ id: string }>('/api/system/reports', body);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/main/reports');
      await expect(page.getByRole('rowheader', { name: body.name })).toBeVisible();
      await snapshot(page, `reports-list-${width}`);

      const dialog = await fillDefinition(page, 'Weekly retail comparison');
      await settled(page);
      await snapshot(page, `reports-definition-bottom-${width}`);
      await dialog.getByRole('textbox', { name: 'Name' }).scrollIntoViewIfNeeded();
      await settled(page);
      await snapshot(page, `reports-definition-top-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      await page.goto(`/main/comparison-report/${report.id}`);
      await expect(page.getByRole('table', { name: 'Locations side by side' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await chartsAtRest(page);
      await snapshot(page, `reports-comparison-${width}`);
    }
  });
});
