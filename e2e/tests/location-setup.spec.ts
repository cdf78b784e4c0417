import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, logIn, snapshot } from './helpers';

const TETAM = path.resolve(import.meta.dirname, '../../../shared/datasets/ble-tetam');

/** tetam.dev: `Dongles:{"<mac>": [[x, y, z], colour, "name"], ...}` (metres). */
function tetamSensorsCsv(): string {
  const text = fs.readFileSync(path.join(TETAM, 'tetam.dev'), 'utf8');
  const dongles = JSON.parse(/Dongles:(\{.*?\})\s*\n?Beacons/s.exec(text)![1]!) as Record<
    string,
    [[number, number, number], number, string]
  >;
  const rows = Object.entries(dongles).map(
    ([mac, [[x, y, z], , name]]) => `${mac},${name},,${Math.round(z * 100)},${x},${y}`,
  );
  return ['mac,name,area,height,x,y', ...rows].join('\n');
}

const metresPerPixel = (): number =>
  JSON.parse(fs.readFileSync(path.join(TETAM, 'tetam.par'), 'utf8')).parity;

async function accessToken(page: Page): Promise<string> {
  return (await page.evaluate(() => sessionStorage.getItem('access_token')))!;
}

async function signUpPerson(browser: Browser, email: string): Promise<Page> {
  // Tall enough that the whole floor plan is on screen for clicks in image coordinates.
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 1500 } })
  ).newPage();
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Setup');
  await page.getByLabel('Password').fill('set-up password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/main/);
  return page;
}

/** Clicks the floor-plan image at a point given in image pixels. */
async function clickImage(page: Page, x: number, y: number, naturalWidth: number): Promise<void> {
  const svg = page.getByRole('application').locator('svg').first();
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  const zoom = box.width / naturalWidth;
  await page.mouse.click(box.x + x * zoom, box.y + y * zoom);
}

test('a manager sets up a store: hours, floor plan, sensors by CSV, areas, door counter, export', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // shared/datasets/README.md: tests that need the recordings skip with a message where they are absent.
  test.skip(
    !fs.existsSync(path.join(TETAM, 'tetam.png')),
    `the shared datasets are not at ${TETAM}: this journey uploads tetam.png and imports tetam.dev`,
  );
  const stamp = Date.now();

  // The demo owner makes a manager and a viewer of the San José store (the demo's Paris store
  // already has a floor plan; San José has none yet, and an unplaced door counter).
  await logIn(page, DEMO.email, DEMO.password);
  const ownerToken = await accessToken(page);
  const locations = (
    await (
      await page.request.get('/api/v1/locations', {
        headers: { authorization: `Bearer ${ownerToken}` },
      })
    ).json()
  ).data as { id: string; name: string }[];
  const store = locations.find((l) => l.name === 'San José Flagship')!.id;
  const manager = await signUpPerson(browser, `manager-${stamp}@example.com`);
  const viewer = await signUpPerson(browser, `viewer-${stamp}@example.com`);
  for (const [email, role] of [
    [`manager-${stamp}@example.com`, 'manager'],
    [`viewer-${stamp}@example.com`, 'viewer'],
  ]) {
    const res = await page.request.post(`/api/system/locations/${store}/invites`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { email, role },
    });
    expect(res.status()).toBe(201);
  }

  // Business hours with a next-day closing time on Friday (2 AM).
  await manager.goto(`/main/settings/${store}/business-hours`);
  await manager.getByLabel('Closing time on Friday').selectOption('26');
  await manager.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByText('Your changes were saved.')).toBeVisible();
  await manager.reload();
  await expect(manager.getByLabel('Closing time on Friday')).toHaveValue('26');
  await expect(
    manager.getByLabel('Closing time on Friday').locator('option:checked'),
  ).toContainText('next day');
  await snapshot(manager, 'business-hours');

  // Upload the tetam floor plan and set its scale from tetam.par.
  await manager.goto(`/main/settings/${store}/floor-plans`);
  await manager.locator('input[type=file]').setInputFiles(path.join(TETAM, 'tetam.png'));
  await expect(manager.getByRole('application')).toBeVisible();
  await manager.locator('label', { hasText: 'Set scale' }).click();
  await clickImage(manager, 100, 60, 640);
  await clickImage(manager, 500, 60, 640);
  await manager.getByLabel('Real length (m)').fill((400 * metresPerPixel()).toFixed(3));
  await manager.getByRole('button', { name: 'Save scale' }).click();
  await expect(manager.getByText(/Scale: 33\.[78] px per metre/)).toBeVisible();

  // The 12 gateways of tetam.dev, by CSV import: a preview first, then the import.
  await manager.goto(`/main/settings/${store}/sensors`);
  await manager.getByLabel('Or paste the CSV').fill(tetamSensorsCsv());
  await manager.getByRole('button', { name: 'Preview' }).click();
  await expect(manager.getByText('Preview: nothing has been imported yet')).toBeVisible();
  await expect(manager.getByText('the sensor was added successfully')).toHaveCount(12);
  await manager.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(manager.getByText('Import finished')).toBeVisible();
  await snapshot(manager, 'sensors-import');

  // Two areas drawn on the plan.
  await manager.goto(`/main/settings/${store}/floor-plans`);
  await expect(manager.getByRole('application')).toBeVisible();
  for (const [name, x0] of [
    ['Entrance', 40],
    ['Fitting rooms', 340],
  ] as const) {
    await manager.locator('label', { hasText: 'Draw area' }).click();
    for (const [x, y] of [
      [x0, 40],
      [x0 + 250, 40],
      [x0 + 250, 300],
      [x0, 300],
    ] as const)
      await clickImage(manager, x, y, 640);
    await manager.getByRole('application').press('Enter');
    await manager.getByLabel('Area name').fill(name);
    await manager.getByRole('button', { name: 'Save area' }).click();
    await expect(manager.getByLabel('Area name')).toBeHidden();
  }
  await snapshot(manager, 'floor-plan');

  // A door counter.
  await manager.goto(`/main/settings/${store}/tags`);
  await manager.getByRole('button', { name: 'Add a tag' }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel('Serial').fill(`DC-${stamp}`);
  await dialog.getByLabel('Name').fill('Side door counter');
  await dialog.getByLabel('Door').fill('Side entrance');
  await dialog.getByRole('button', { name: 'Add a tag' }).click();
  await expect(dialog).toBeHidden();
  await manager.goto(`/main/settings/${store}/door-counters`);
  await expect(
    manager.getByRole('rowheader', { name: new RegExp(`Side door counter DC-${stamp}`) }),
  ).toBeVisible();

  // Door counters go on the plan: one with "Place" and a click, one dragged from the panel.
  await manager.goto(`/main/settings/${store}/floor-plans`);
  await expect(manager.getByRole('application')).toBeVisible();
  await manager.getByRole('button', { name: 'Place Side door counter' }).click();
  await clickImage(manager, 320, 650, 640);
  await expect(manager.getByRole('button', { name: 'Place Side door counter' })).toHaveCount(0);
  const svgBox = (await manager.getByRole('application').locator('svg').first().boundingBox())!;
  await manager
    .getByText('Main door counter', { exact: true })
    .dragTo(manager.getByRole('application').locator('svg').first(), {
      targetPosition: { x: (svgBox.width * 600) / 640, y: (svgBox.width * 650) / 640 },
    });
  await expect(manager.getByRole('button', { name: 'Place Main door counter' })).toHaveCount(0);
  await snapshot(manager, 'floor-plan-placed');

  // What the API now says about the store's plan.
  const managerToken = await accessToken(manager);
  const plan = (
    await (
      await manager.request.get(`/api/v1/locations/${store}/floor-plan`, {
        headers: { authorization: `Bearer ${managerToken}` },
      })
    ).json()
  ).data;
  expect(plan.floor_plan.metres_per_pixel).toBeCloseTo(metresPerPixel(), 3);
  expect(
    plan.sensors.filter((s: { serial: string }) => /^(B8:27:EB|00:00:00)/.test(s.serial)),
  ).toHaveLength(12);
  expect(plan.areas.map((a: { name: string }) => a.name).sort()).toEqual([
    'Entrance',
    'Fitting rooms',
  ]);

  // Export to a file: every progress text appears, in order.
  await manager.goto(`/main/settings/${store}/floor-plans`);
  await expect(manager.getByRole('application')).toBeVisible();
  await manager.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => {
      for (const text of ['finding gateways', 'fetching floor plan', 'drawing', 'creating file']) {
        if (document.body.innerText.includes(text) && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const download = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Export PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const seen = await manager.evaluate(
    () => (window as unknown as { seenTexts: string[] }).seenTexts,
  );
  expect(seen).toEqual(['finding gateways', 'fetching floor plan', 'drawing', 'creating file']);

  // Someone without a locations_sensors_ permission lands on info.
  await viewer.goto(`/main/settings/${store}/sensors`);
  await expect(viewer).toHaveURL(new RegExp(`/main/settings/${store}/info`));
});
