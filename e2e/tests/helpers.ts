import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  email: 'demo@footfall.dev',
  password: 'footfall-demo',
  corporation: 'Northwind Retail & Events',
};

const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

/** Saves a screenshot to .tmp/screenshots for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main/);
}
