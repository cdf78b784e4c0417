import { expect, test } from '@playwright/test';
import { logIn, snapshot } from './helpers';

test('sign up, see the shell, switch to French, edit the profile, log out', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  // The core validators speak first, under the fields.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email is empty')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  await snapshot(page, 'sign-up-errors');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Jackson');
  await page.getByLabel(/Organization name/).fill('Langley Outlets');
  await page.getByLabel('Password').fill('wind tunnel 1958');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in straight away: the shell shows the new corporation.
  await expect(page).toHaveURL(/\/main/);
  await expect(page.getByTestId('corporation-name')).toHaveText('Langley Outlets');
  await expect(page.getByText('You have no locations yet.')).toBeVisible();
  await snapshot(page, 'shell-new-user');

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('link', { name: 'Organigramme' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  await snapshot(page, 'shell-french');
  await page.getByLabel('Langue').selectOption('en-US');

  await page.goto('/main/profile/account-info');
  await expect(page.getByLabel('First name')).toHaveValue('Mary');
  await page.getByLabel('First name').fill('  Mary W. ');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Mary W.');
  await snapshot(page, 'profile');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // The token was revoked on the server too, and the new account can sign in again.
  await logIn(page, email, 'wind tunnel 1958');
});
