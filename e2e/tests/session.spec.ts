import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './helpers';

test('the session ends by itself after 35,000,000 ms', async ({ page }) => {
  await page.clock.install();
  await logIn(page, DEMO.email, DEMO.password);
  await page.clock.fastForward(34_000_000);
  await expect(page).toHaveURL(/\/main/);
  await page.clock.fastForward(1_000_001);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('a token the server no longer accepts logs the user out', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  // Revoke it behind the page's back, as an expiry or a logout elsewhere would.
  const revoked = await page.request.post('/api/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);
  // A fresh visit to the app: its first call meets the refused token.
  await page.goto('/main/profile/account-info');
  await expect(page).toHaveURL(/\/login/);
});
