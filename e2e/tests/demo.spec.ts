import { expect, test } from '@playwright/test';
import { DEMO, logIn, snapshot } from './helpers';

test('the demo login opens the demo organisation with the featured location selected', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('corporation-name')).toHaveText(DEMO.corporation);
  await expect(page.getByRole('link', { name: /Paris Opéra Store/ }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue(/Paris Opéra Store/);
  await snapshot(page, 'demo-overview');
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});
