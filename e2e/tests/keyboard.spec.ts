// Issue 17, item 5: the product without a mouse. Log in, open a dashboard and a chart's table,
// a settings page and the reports with Tab, Shift+Tab, Enter and Space only; wherever the focus
// lands it must be visible.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedDashboardData } from './dashboard-data';
import { DEMO } from './helpers';

// The store's charts need data to offer their tables (sent once per server).
test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  await seedDashboardData(await playwright.request.newContext({ baseURL }));
});

/** Why the focused element shows no focus, or null when it does. */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing is focused';
    const name =
      focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    const what = `<${focused.tagName.toLowerCase()}> "${name}"`;
    const style = getComputedStyle(focused);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return null;
    if (style.boxShadow !== 'none') return null;
    // Mantine's fields show focus by their border in the primary colour, on the field or on its
    // wrapper (a password field's border is around the field and its show button).
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--mantine-primary-color-filled)';
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const bordered = (element: Element | null) => {
      const box = element && getComputedStyle(element);
      return !!box && box.borderTopColor === primary && parseFloat(box.borderTopWidth) > 0;
    };
    if (bordered(focused) || bordered(focused.parentElement)) return null;
    return `${what} shows no focus (no outline, ring or focus border)`;
  });
}

/** Presses the key until the target has the focus, the focus visible at every stop. */
async function moveFocusTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(key);
    // Polled: a field's focus border fades in (Mantine's 100 ms transition).
    await expect.poll(() => focusProblem(page), { timeout: 2_000 }).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`60 presses of ${key} did not reach ${target.toString()}`);
}

test('log in, open a dashboard, a chart table, settings and the reports by keyboard', async ({
  page,
}) => {
  await page.goto('/login');
  await moveFocusTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO.email);
  await moveFocusTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main$/);

  // The dashboard of the selected location (the demo's featured store), from the navigation.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await moveFocusTo(page, navigation.getByRole('link', { name: 'Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/dashboard\/[^/]+\/retail/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A chart's table, with Space on its toggle.
  const toggle = page.getByRole('button', { name: /^Table: / }).first();
  await moveFocusTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('section').filter({ has: toggle }).getByRole('table')).toBeVisible();

  // Settings, then one of its pages from the settings navigation.
  await moveFocusTo(page, navigation.getByRole('link', { name: 'Settings' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/settings\/[^/]+\/info$/);
  const settingsPages = page.getByRole('navigation', { name: 'Settings pages' });
  await moveFocusTo(page, settingsPages.getByRole('link', { name: 'Business hours' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/settings\/[^/]+\/business-hours$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back up to the navigation for the reports.
  await moveFocusTo(page, navigation.getByRole('link', { name: 'Reports' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
});
