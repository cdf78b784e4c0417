// What every dashboard card must say about its change: the API's change in core's words ("Up
// 12.3%", "Down 2.1 pts"), or why there is none. Shared by the dashboards' journeys (seeded data)
// and the first-start check of the demo's default views (its real history).
import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatMetricChange, type MetricChange, type MetricKey } from '@footfall/core';
import { formatCount } from './dashboard-data';

/** Above this, a change of a count is not a finding on the demo (issue 12: "+7,832%"). */
export const MAX_PLAUSIBLE_CHANGE = 2;

const spaced = (text: string) =>
  new RegExp(text.replace(/[.+]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]'));

/** A card (by its label) reads the API's count, as the en-US page writes it. */
export async function expectCardCount(page: Page, label: string, value: number | null | undefined) {
  expect(value, `the API's ${label}`).not.toBeNull();
  await expect(
    page
      .getByRole('article', { name: label, exact: true })
      .first()
      .getByText(formatCount(value!), { exact: true }),
  ).toBeVisible();
}

/** Each card (by its label) states the API's change of its figure, or that there is none. */
export async function expectCardsStateChanges(
  page: Page,
  changes: Partial<Record<MetricKey, MetricChange>>,
  cards: readonly (readonly [label: string, metric: MetricKey])[],
): Promise<number> {
  let stated = 0;
  for (const [label, metric] of cards) {
    const card = page.getByRole('article', { name: label, exact: true }).first();
    const change = changes[metric];
    expect(change, `the API's change of ${metric}`).toBeDefined();
    if (!change) continue;
    if (change.reason === 'not_comparable') {
      await expect(card).toContainText('No comparable data for');
    } else if (change.value !== null && change.direction !== 'flat') {
      const words = change.direction === 'up' ? 'Up' : 'Down';
      const text = formatMetricChange(change, 'en-US', { signed: false })!;
      await expect(card).toContainText(spaced(`${words} ${text}`));
      if (change.kind === 'relative')
        expect(Math.abs(change.value), `${label} ${text}`).toBeLessThanOrEqual(
          MAX_PLAUSIBLE_CHANGE,
        );
      stated += 1;
    }
  }
  return stated;
}

/** The retail dashboard's cards that carry a foot-traffic change. */
export const RETAIL_CARDS = [
  ['Visitors', 'visitors'],
  ['Walk-bys', 'walk_bys'],
  ['Capture rate', 'capture_rate'],
  ['Engagers', 'engagers'],
  ['Average dwell', 'avg_dwell_s'],
] as const;

/** Every retail card with a foot-traffic change, those of the full service tier included. */
export const ALL_RETAIL_CARDS = [
  ...RETAIL_CARDS,
  ['FQV', 'fqv'],
  ['Average visit duration', 'avg_visit_duration_s'],
  ['Returning visitors', 'returning_visitors'],
] as const;

/** A PDF's text (poppler's pdftotext, as the server's tests read their PDFs). */
export const pdfToText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

/** The retail insight says the capture rate moved the way the card does (or states it on its
 * own), and the retail PDF of the same range writes the same change, or the same reason. */
export async function expectInsightAndPdfAgree(
  page: Page,
  api: APIRequestContext,
  token: string,
  locationId: string,
  range: { start: string; end: string },
  changes: Partial<Record<MetricKey, MetricChange>>,
): Promise<void> {
  const capture = changes.capture_rate!;
  const insights = page.getByRole('region', { name: 'Insights' });
  const sentence =
    capture.value === null
      ? /of the people passing by came into the store/
      : capture.direction === 'up'
        ? /Capture rate rose/
        : capture.direction === 'down'
          ? /Capture rate fell/
          : /Capture rate held steady/;
  await expect(insights).toContainText(sentence);

  const pdf = await api.post('/report/retail-report', {
    data: { location_id: locationId, dates: [{ start_date: range.start, end_date: range.end }] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.ok()).toBe(true);
  const text = pdfToText(await pdf.body()).replace(/[\u00a0\u202f]/g, ' ');
  if (capture.reason === 'not_comparable') expect(text).toContain('No comparable data for');
  else if (capture.value !== null)
    expect(text).toContain(formatMetricChange(capture, 'en-US')!.replace(/\u00a0/g, ' '));
}
