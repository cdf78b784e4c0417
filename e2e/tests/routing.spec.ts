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
