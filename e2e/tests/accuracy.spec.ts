// Issue 19, "Proven by": the dashboard shows the band. A demo card's quiet marker states the band
// the analytics API gives the figure (formatted by core's number formatter), opens its
// explanation from the keyboard, and a door-counter figure says it is counted.
import { expect, test } from '@playwright/test';
import { formatPercent, type FootTrafficResponse } from '@footfall/core';
import { seedDashboardData, useSession, type DemoApi, type SiteKey } from './dashboard-data';
import { contentLoaded, isoDateOf } from './helpers';

let demo: DemoApi;
let ids: Record<SiteKey, string>;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL });
  ({ demo, ids } = await seedDashboardData(api));
});

test("a retail card's band is the API's estimate band; walk-ins are counted", async ({ page }) => {
  await useSession(page, demo.token);
  await page.goto(`/main/dashboard/${ids.paris}/retail`);
  await contentLoaded(page);
  const controls = page.getByRole('group', { name: 'Dashboard filters' });
  const start = await isoDateOf(controls.getByLabel('From', { exact: true }));
  const end = await isoDateOf(controls.getByLabel('To', { exact: true }));
  const answer = await demo.get<FootTrafficResponse>(
    `/api/v1/locations/${ids.paris}/foot-traffic?start_date=${start}&end_date=${end}&granularity=day`,
  );
  expect(answer.estimate.figures).toContain('visitors');
  const band = `±${formatPercent(answer.estimate.band, 'en-US')}`;

  const visitors = page.getByRole('article', { name: 'Visitors', exact: true });
  const marker = visitors.getByRole('button', { name: `${band}: how accurate this estimate is` });
  await expect(marker).toHaveText(band);
  await marker.focus();
  await page.keyboard.press('Enter');
  const explanation = page.getByRole('dialog', { name: `${band}: how accurate this estimate is` });
  await expect(explanation).toContainText('Estimated from Wi-Fi');
  await expect(explanation).toContainText(band);
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();

  // Walk-bys have no door to be checked against: no band.
  await expect(
    page.getByRole('article', { name: 'Walk-bys', exact: true }).getByText(/±/),
  ).toHaveCount(0);
  await expect(
    page
      .getByRole('article', { name: 'Walk-ins', exact: true })
      .getByRole('button', { name: 'Counted: about this figure' }),
  ).toHaveText('Counted');
});
