import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  email: 'demo@footfall.dev',
  password: 'footfall-demo',
  corporation: 'Northwind Retail & Events',
};

const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

/**
 * Waits until the page's drawings are still, before a screenshot: ECharts draws in SVG and
 * animates a new chart or a change (up to a second), so the page's SVG markup must read the same
 * three times in a row, 150 ms apart.
 */
export async function chartsAtRest(page: Page): Promise<void> {
  const reads: string[] = [];
  await expect
    .poll(
      async () => {
        reads.push(
          await page
            .locator('svg')
            .evaluateAll((drawings) => drawings.map((svg) => svg.outerHTML).join('\n')),
        );
        if (reads.length > 3) reads.shift();
        return reads.length === 3 && reads.every((read) => read === reads[0]);
      },
      { message: 'the charts stop moving', intervals: [150] },
    )
    .toBe(true);
}

/** Waits until the page has drawn its content: no skeleton or loader left. (Not "network idle":
 * the live panel keeps its event stream open for as long as the page is shown.) */
export async function contentLoaded(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Saves a screenshot to .tmp/screenshots for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Saves a screenshot of one part of the page (a section), for the docs. */
export async function snapshotOf(part: Locator, name: string): Promise<void> {
  fs.mkdirSync(shots, { recursive: true });
  // The page's sticky header would cover the part where it is scrolled to.
  const style = '.mantine-AppShell-header, header { visibility: hidden !important; }';
  await part.screenshot({ path: path.join(shots, `${name}.png`), style });
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/main/);
}

const mailHttpPort = Number(process.env.E2E_PORT ?? 8181) + 2;

/** The newest mail the e2e SMTP server received for this address, with its text. */
export async function lastMailTo(address: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${mailHttpPort}/mails`)).json()) as {
          to: string[];
          text: string;
        }[];
        text = [...mails].reverse().find((m) => m.to.includes(address))?.text;
        return text;
      },
      { message: `a mail reaches ${address}`, timeout: 10_000, intervals: [200] },
    )
    .toBeDefined();
  return text!;
}

/** Picks an option of a Mantine Select by the field's label. */
export async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Signs up a new owner with their own organisation and lands in the app. */
export async function signUpOwner(page: Page, email: string, organisation: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel(/Organization name/).fill(organisation);
  await page.getByLabel('Password').fill('owner password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/main/);
}

/** A date field's date as ISO: the page writes it in its language's order (en-US: MM/DD/YYYY). */
export async function isoDateOf(field: Locator): Promise<string> {
  const shown = await field.inputValue();
  const [month, day, year] = shown.split('/');
  return `${year}-${month}-${day}`;
}

/** The US English way the page writes an ISO date in a date field. */
export const shownDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};
