// Issue 17, item 5: axe-core on every screen of the product, in en-US and French, wide and
// narrow; no serious or critical WCAG 2 A/AA violation anywhere. One browser context per locale
// and width; the demo owner's API session (no login form: the demo login is rate-limited).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SETTINGS_PAGES, type ReportCreateRequest } from '@footfall/core';
import { seedDashboardData, useSession, type DemoApi, type SiteKey } from './dashboard-data';
import { contentLoaded, lastMailTo } from './helpers';

interface Screen {
  name: string;
  path: string;
  /** Opened without a session (login, sign-up, shared pages). */
  anonymous?: boolean;
}

const LOCALES = [
  { locale: 'en-US', lang: 'en-US' },
  { locale: 'fr', lang: 'fr' },
] as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

let demo: DemoApi;
let screens: Screen[];

/** A location id by its demo name. */
async function locationId(name: string): Promise<string> {
  const list = await demo.get<{ id: string | number; name: string }[]>('/api/v1/locations');
  const found = list.find((location) => location.name === name);
  if (!found) throw new Error(`demo location ${name} not found`);
  return String(found.id);
}

/** The things a route needs that the demo does not have: a report, an invitation, a share link. */
async function everyScreen(ids: Record<SiteKey, string>): Promise<Screen[]> {
  const nrf = await locationId('NRF Big Show Booth');
  const lyon = await locationId('Lyon Part-Dieu Store');
  const report: ReportCreateRequest = {
    name: `Accessibility ${Date.now().toString(36)}`,
    location_ids: [ids.paris, lyon],
    metrics: ['visitors', 'walk_bys', 'capture_rate'],
    period: { kind: 'rolling', days: 7 },
    comparison: true,
  };
  const { id: reportId } = await demo.post<{ id: string }>('/api/system/reports', report);
  const invitee = `a11y-${Date.now()}@example.com`;
  await demo.post(`/api/system/locations/${ids.paris}/invites`, {
    email: invitee,
    role: 'analyst',
  });
  const invite = /\/sign-up\?invite=[A-Za-z0-9_-]+/.exec(await lastMailTo(invitee))![0];
  const share = await demo.post<{ token: string; location_id: string; expires_at: string }>(
    `/api/v1/locations/${ids.hannover}/token`,
    { expires_in_days: 1 },
  );
  const shared = new URLSearchParams({
    token: share.token,
    location: share.location_id,
    expires: share.expires_at,
  });
  const [floorPlan] = await demo.get<{ id: string | number }[]>(
    `/api/system/locations/${ids.hannover}/floorplans`,
  );
  expect(floorPlan, 'a floor plan of Hannover Messe').toBeDefined();

  const dashboard = (id: string, kind: string) => ({
    name: `dashboard ${kind}`,
    path: `/main/dashboard/${id}/${kind}`,
  });
  return [
    { name: 'login', path: '/login', anonymous: true },
    { name: 'sign-up', path: '/sign-up', anonymous: true },
    { name: 'invitation', path: invite, anonymous: true },
    { name: 'not found', path: '/no/such/page', anonymous: true },
    ...['journey', 'heatmap', 'connectivity'].map((chart) => ({
      name: `view-only ${chart}`,
      path: `/view-only/${chart}?${shared.toString()}`,
      anonymous: true,
    })),
    { name: 'overview', path: '/main' },
    { name: 'organisation chart', path: '/main/tree-view' },
    dashboard(ids.paris, 'retail'),
    dashboard(ids.ces, 'xm'),
    dashboard(nrf, 'adam'),
    dashboard(ids.summit, 'show'),
    dashboard(ids.hannover, 'attendee-tracking'),
    dashboard(ids.hannover, 'heatmap'),
    dashboard(ids.paris, 'journey'),
    dashboard(ids.paris, 'connectivity'),
    ...SETTINGS_PAGES.map((page) => ({
      name: `settings ${page}`,
      path: `/main/settings/${ids.paris}/${page}`,
    })),
    {
      name: 'floor plan editor',
      path: `/location/${ids.hannover}/attendee-tracking/floor-plan/${floorPlan!.id}`,
    },
    { name: 'add location', path: '/add-location' },
    { name: 'reports', path: '/main/reports' },
    { name: 'comparison report', path: `/main/comparison-report/${reportId}` },
    { name: 'profile', path: '/main/profile/account-info' },
    { name: 'not found in the app', path: '/main/no-such-screen' },
  ];
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL });
  const seeded = await seedDashboardData(api);
  demo = seeded.demo;
  screens = await everyScreen(seeded.ids);
});

/**
 * The serious and critical violations of WCAG 2 A and AA on the page, one line each.
 * axe runs in the page itself (legacy mode: our screens have no cross-origin frames, the one
 * thing it leaves out) and keeps all nodes of violations only: the default runs each frame
 * apart and sends every passing node, with its CSS selector, to a blank page to combine, which
 * took 9-15 s on the screens with a chart's table of thousands of cells instead of 1 s. Checked
 * screen by screen on every screen: the same rules pass, fail and are incomplete either way.
 * (`options` replaces all options, so it comes before `withTags`.)
 */
async function violations(page: Page, screen: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}` +
          ` — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
      ),
    );
}

/** Opens the screen and waits for its content: no loader left, the title and language set. */
async function open(page: Page, screen: Screen, lang: string): Promise<void> {
  await page.goto(screen.path);
  await contentLoaded(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function walk(browser: Browser, locale: string, lang: string, width: number, height: number) {
  const context = await browser.newContext({ locale, viewport: { width, height } });
  const anonymous = await context.newPage();
  const signedIn = await context.newPage();
  await useSession(signedIn, demo.token);
  const found: string[] = [];
  for (const screen of screens) {
    const page = screen.anonymous ? anonymous : signedIn;
    await open(page, screen, lang);
    found.push(...(await violations(page, `${screen.name} (${screen.path})`)));
  }
  await context.close();
  return found;
}

for (const { locale, lang } of LOCALES) {
  for (const { width, height } of VIEWPORTS) {
    test(`axe finds no serious or critical violation: ${locale} at ${width} px`, async ({
      browser,
    }) => {
      // About 35 screens, each loaded and analysed: under a minute on two busy cores.
      test.setTimeout(360_000);
      const found = await walk(browser, locale, lang, width, height);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

// The walk analyses settled screens; a screen can also be seen before the shell's location list
// has come (CI once caught the settings screen so): the navigation items that need a location are
// disabled links then, say nothing yet, and axe finds nothing either.
test('axe finds no serious or critical violation while the shell waits for the locations', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await useSession(page, demo.token);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/locations', async (route) => {
    await held;
    await route.continue();
  });
  const screen = screens.find((each) => each.name === 'settings business-hours')!;
  await page.goto(screen.path);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveAttribute(
    'placeholder',
    'Loading',
  );
  const found = await violations(page, `${screen.name} (${screen.path}), locations loading`);
  release();
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
});
