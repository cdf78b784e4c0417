import { expect, test } from '@playwright/test';
import { snapshot } from './helpers';

test('the site root lands on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // The e2e server is a demo: its login page offers the demo sign-in.
  await expect(
    page.getByText('Sign in to the demo organisation as demo@footfall.dev'),
  ).toBeVisible();
  // The tab shows the product's icon, served beside the app (no 404 for /favicon.ico).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const answer = await page.request.get(icon ?? '/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  await snapshot(page, 'login');
});

test('an unknown path shows the 404 page with the exact texts', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText('Sorry, the page you are looking for could not be found.'),
  ).toBeVisible();
  await snapshot(page, 'not-found');
});

test('a page of the app opened without a session goes to login', async ({ page }) => {
  await page.goto('/add-location');
  await expect(page).toHaveURL(/\/login/);
});
