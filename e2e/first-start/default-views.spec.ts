// Issue 12, "Proven by": after the first start (empty DATA_DIR, the demo feed sending its 89 days
// of history), the default views compare real data: no change above 200% on /main or the retail
// home, and the retail cards, the insight and the PDF state the API's change. The same cards are
// also read against the API for the last 7 days and for today (a partial day, compared until the
// same minute). Nothing is seeded by the test: this is the product as a new user starts it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { DoorCounterResponse, FootTrafficResponse } from '@footfall/core';
import {
  expectCardsStateChanges,
  expectInsightAndPdfAgree,
  MAX_PLAUSIBLE_CHANGE,
  ALL_RETAIL_CARDS,
  expectCardCount,
} from '../tests/card-checks';
import { apiLogIn, DemoApi, SITES, type SiteKey, useSession } from '../tests/dashboard-data';
import { isoDateOf, snapshot } from '../tests/helpers';

const MINUTE = 60_000;
const stateFile = path.join(process.env.E2E_FIRST_START_DATA_DIR ?? '', 'simulator-state.json');

let demo: DemoApi;
let ids: Record<SiteKey, string>;

/** The demo feed wrote down that its whole history is sent. */
function historySent(): boolean {
  try {
    return Boolean(JSON.parse(fs.readFileSync(stateFile, 'utf8')).historyCompleteAt);
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  // The history takes about 3.5 minutes on two cores; a busy CI machine may need several times that.
  test.setTimeout(30 * MINUTE);
  const api = await playwright.request.newContext({ baseURL });
  demo = new DemoApi(api, await apiLogIn(api));
  ids = await demo.locationIds();
  await expect
    .poll(historySent, { message: 'the demo feed sends its history', timeout: 25 * MINUTE })
    .toBe(true);
  for (const site of Object.keys(SITES) as SiteKey[]) await demo.waitForPipeline(ids[site]);
});

test.beforeEach(async ({ page }) => {
  await useSession(page, demo.token);
});

const footTraffic = (id: string, range: { start: string; end: string }, extra = '') =>
  demo.get<FootTrafficResponse>(
    `/api/v1/locations/${id}/foot-traffic?start_date=${range.start}&end_date=${range.end}&compare=1${extra}`,
  );

/** The range the dashboard shows, read from its controls. */
async function shownRange(page: Page) {
  const controls = page.getByRole('group', { name: 'Dashboard filters' });
  const start = await isoDateOf(controls.getByLabel('From', { exact: true }));
  const end = await isoDateOf(controls.getByLabel('To', { exact: true }));
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return { start, end };
}

const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

test('the overview (/main) shows every trend within ±200%', async ({ page }) => {
  await page.goto('/main');
  const main = page.getByRole('main');
  // Every figure has loaded (no skeleton left) and trends are drawn.
  await expect(main.getByText(/[▲▼]/).first()).toBeVisible({ timeout: 30_000 });
  await expect(main.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
  const text = await main.innerText();
  const trends = [...text.matchAll(/[▲▼]\s*[+\u2212-]?([\d.,]+)\s*%/g)].map((m) =>
    Number(m[1]!.replace(/,/g, '')),
  );
  expect(trends.length, 'trends shown').toBeGreaterThanOrEqual(3);
  for (const trend of trends) expect(trend).toBeLessThanOrEqual(MAX_PLAUSIBLE_CHANGE * 100);
  expect(text).not.toContain('No comparable data');
  await snapshot(page, 'first-start-overview');
});

test('the retail home states the API changes, and its insight and PDF agree', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto(`/main/dashboard/${ids.paris}/retail`);
  const range = await shownRange(page);
  const traffic = await footTraffic(ids.paris, range, '&granularity=day');
  const comparison = traffic.comparison!;
  expect(comparison.comparable, 'the default view compares real data').toBe(true);
  await expectCardCount(page, 'Visitors', traffic.totals.visitors);
  const stated = await expectCardsStateChanges(page, comparison.changes, ALL_RETAIL_CARDS);
  expect(stated, 'changes stated on the cards').toBeGreaterThan(0);
  const api = await playwright.request.newContext({ baseURL });
  await expectInsightAndPdfAgree(page, api, demo.token, ids.paris, range, comparison.changes);
  await api.dispose();
  await snapshot(page, 'first-start-retail');
});

for (const [name, days, granularity] of [
  ['the last 7 days', 6, 'day'],
  ['today so far', 0, 'hour'],
] as const) {
  test(`the retail cards of ${name} state the API figures and changes`, async ({ page }) => {
    await page.goto(`/main/dashboard/${ids.paris}/retail`);
    const { end } = await shownRange(page);
    const range = { start: daysBefore(end, days), end };
    // These ranges include today, which the live demo feed extends every minute: a minute that
    // lands between the API's answer and the page's is read again (a page that disagreed with the
    // API for any other reason keeps failing until the timeout).
    await expect(async () => {
      const traffic = await footTraffic(ids.paris, range, `&granularity=${granularity}`);
      const doors = await demo.get<DoorCounterResponse>(
        `/api/v1/locations/${ids.paris}/door-counter?start_date=${range.start}&end_date=${range.end}&granularity=${granularity}&compare=1`,
      );
      await page.goto(
        `/main/dashboard/${ids.paris}/retail?start=${range.start}&end=${range.end}&granularity=${granularity}`,
      );
      await expect(page.getByRole('group', { name: 'Dashboard filters' })).toBeVisible();
      expect(await shownRange(page)).toEqual(range);
      for (const [label, metric] of [
        ['Visitors', 'visitors'],
        ['Walk-bys', 'walk_bys'],
        ['Engagers', 'engagers'],
      ] as const) {
        await expectCardCount(page, label, traffic.totals[metric]);
      }
      await expectCardsStateChanges(page, traffic.comparison!.changes, ALL_RETAIL_CARDS);
      await expectCardsStateChanges(page, doors.comparison!.changes, [['Walk-ins', 'walk_ins']]);
    }).toPass({ timeout: 2 * MINUTE });
  });
}

test('the show dashboard’s cards state the API figures and changes', async ({ page }) => {
  await page.goto('/main/tree-view');
  await page.getByRole('link', { name: SITES.hannover.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/main/dashboard/${ids.hannover}/`));
  const range = await shownRange(page);
  const traffic = await footTraffic(ids.hannover, range, '&granularity=day');
  await expectCardCount(page, 'Visitors', traffic.totals.visitors);
  const stated = await expectCardsStateChanges(page, traffic.comparison!.changes, [
    ['Visitors', 'visitors'],
    ['Walk-bys', 'walk_bys'],
    ['Engagement rate', 'engagement_rate'],
    ['Average dwell', 'avg_dwell_s'],
    ['FQV', 'fqv'],
  ]);
  expect(stated, 'changes stated on the cards').toBeGreaterThan(0);
  await snapshot(page, 'first-start-show');
});

test('the show holds at least its busiest booth’s visitors', async () => {
  const range = await demo
    .get<FootTrafficResponse>(`/api/v1/locations/${ids.hannover}/foot-traffic`)
    .then((answer) => ({ start: answer.range.start_date, end: answer.range.end_date }));
  const [show, hall1, hall2] = await Promise.all(
    [ids.hannover, ids.hall1, ids.hall2].map((id) => footTraffic(id, range)),
  );
  const busiestBooth = Math.max(hall1!.totals.visitors ?? 0, hall2!.totals.visitors ?? 0);
  expect(busiestBooth).toBeGreaterThan(0);
  expect(show!.totals.visitors!).toBeGreaterThanOrEqual(busiestBooth);
});
