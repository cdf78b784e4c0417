import { expect, test, type Page } from '@playwright/test';
import { chartsAtRest, lastMailTo, pick, signUpOwner, snapshot } from './helpers';

async function newFolder(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
}

/** Adds a location through /add-location; returns its id from the settings page it opens. */
async function addLocation(
  page: Page,
  fields: { name: string; type: string; folder?: string; parent?: string },
): Promise<string> {
  await page.goto('/add-location');
  await page.getByLabel('Name').fill(fields.name);
  await pick(page, 'Type', fields.type);
  await pick(page, 'Service tier', 'Plus');
  await page.getByLabel('Country').fill('usa');
  await page.getByRole('textbox', { name: 'Time zone', exact: true }).fill('America/Chicago');
  await page
    .getByRole('option', { name: /America\/Chicago/ })
    .first()
    .click();
  if (fields.parent) await pick(page, 'Parent location', fields.parent);
  else if (fields.folder) await pick(page, 'Folder', fields.folder);
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page).toHaveURL(/\/main\/settings\/\d+\/info/);
  return /settings\/(\d+)\//.exec(page.url())![1]!;
}

test('an owner organises, invites an analyst by mail, rotates the key and shares a view', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signUpOwner(page, `owner-${stamp}@example.com`, 'Acme Outlets');

  // Folders in the organisation chart.
  await page.goto('/main/tree-view');
  await expect(page.getByRole('heading', { name: 'Organization chart' })).toBeVisible();
  await newFolder(page, 'West');
  await newFolder(page, 'East');

  // Locations of each type, an AT booth under its show.
  const store = await addLocation(page, {
    name: 'West Store',
    type: 'Retail Store',
    folder: 'West',
  });
  await addLocation(page, { name: 'East Mall', type: 'Mall', folder: 'East' });
  await addLocation(page, { name: 'Expo Booth', type: 'Live Events', folder: 'East' });
  await addLocation(page, { name: 'Summit Show', type: 'Attendee Tracking', folder: 'East' });
  await addLocation(page, { name: 'Booth 7', type: 'Attendee Tracking', parent: 'Summit Show' });

  // Move the store from West to East.
  await page.goto('/main/tree-view');
  await page.getByRole('button', { name: 'Move West Store' }).click();
  await pick(page, 'Destination folder', 'East');
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const east = page
    .getByRole('listitem')
    .filter({ has: page.getByText('East', { exact: true }) })
    .first();
  await expect(east.getByText('West Store')).toBeVisible();
  // A booth moves with its show: no Move of its own.
  await expect(page.getByRole('button', { name: 'Move Booth 7' })).toHaveCount(0);
  await chartsAtRest(page); // the chart's 300 ms transition, for the screenshot
  await snapshot(page, 'org-chart');

  // Invite a colleague as Analyst on the store.
  const colleague = `analyst-${stamp}@example.com`;
  await page.goto(`/main/settings/${store}/organization`);
  await page.getByLabel('Email').fill(colleague);
  await page.getByLabel('Role').selectOption('analyst');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
  const pending = page.getByRole('region', { name: 'Invited, not joined yet' });
  await expect(pending.getByRole('rowheader', { name: colleague })).toBeVisible();
  const link = /(http:\/\/\S+\/sign-up\?invite=[A-Za-z0-9_-]+)/.exec(
    await lastMailTo(colleague),
  )![1]!;

  // The colleague accepts from the mail link in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await expect(
    them.getByText(/You were invited to Acme Outlets \(West Store\) as Analyst/),
  ).toBeVisible();
  await them.getByRole('button', { name: 'Send code' }).click();
  await expect(them.getByText(/We sent a code to/)).toBeVisible();
  const digits = /is (\d{6})/.exec(await lastMailTo(colleague))![1]!;
  await them.getByLabel('Code').fill(digits);
  await them.getByRole('button', { name: 'Check code' }).click();
  await them.getByLabel('First name').fill('Ana');
  await them.getByLabel('Last name').fill('Lyst');
  await them.getByLabel('Password').fill('analyst password');
  await them.getByRole('button', { name: 'Create account' }).click();
  await expect(them).toHaveURL(/\/main/);
  await expect(them.getByRole('link', { name: /West Store/ }).first()).toBeVisible();
  await expect(them.getByText('East Mall')).toHaveCount(0);
  await snapshot(them, 'invitee-overview');
  // A guarded settings page the analyst may not open (no DOORCOUNTER here) falls back to info.
  await them.goto(`/main/settings/${store}/door-counters`);
  await expect(them).toHaveURL(new RegExp(`/main/settings/${store}/info`));
  await theirs.close();
  // The owner now sees the colleague among the people with access, no longer as invited.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'People with access' }).getByText(colleague),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);

  // The owner creates and rotates the API key: shown in full once.
  await page.goto(`/main/settings/${store}/api`);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate key' }).click();
  await expect(page.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  const fullKey = await page.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(fullKey).toMatch(/^ffk_[A-Za-z0-9_-]{32}$/);
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText(fullKey)).toHaveCount(0);

  // A share link opens a read-only view without logging in.
  await page.getByRole('button', { name: 'Create links' }).click();
  const shareUrl = await page.getByRole('textbox', { name: 'Heatmaps' }).inputValue();
  await snapshot(page, 'api-page');
  const anonymous = await browser.newContext();
  const viewer = await anonymous.newPage();
  await viewer.goto(shareUrl);
  await expect(viewer.getByText('Read-only view')).toBeVisible();
  await expect(viewer.getByText('West Store')).toBeVisible();
  await expect(viewer).toHaveURL(/\/view-only\/heatmap/);
  await snapshot(viewer, 'view-only');
  await anonymous.close();
});
