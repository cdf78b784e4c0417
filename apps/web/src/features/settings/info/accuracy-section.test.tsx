import {
  estimateFromSummary,
  resolveEstimate,
  type CaptureRatioFit,
  type Locale,
  type Location,
} from '@footfall/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aCalibration, aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const withDoors = aLocation({ id: '5' });
const withoutDoors = aLocation({
  id: '5',
  services: { service: 'PLUS', tag_services: [], sensor_services: ['FOOTTRAFFIC'] },
});

const ownFit: CaptureRatioFit = {
  captureRatio: 0.452,
  band: 0.0634,
  residualSd: 0.0316,
  daysUsed: 21,
  fromDate: '2026-03-02',
  toDate: '2026-03-29',
};
const calibrated = aCalibration({
  estimate: estimateFromSummary(resolveEstimate(ownFit)),
  own: {
    capture_ratio: ownFit.captureRatio,
    band: ownFit.band,
    residual_sd: ownFit.residualSd,
    days_used: ownFit.daysUsed,
    from_date: ownFit.fromDate,
    to_date: ownFit.toDate,
    fitted_at: '2026-03-30T12:00:00.000Z',
  },
});
const borrowing = aCalibration({
  estimate: estimateFromSummary(
    resolveEstimate(null, [ownFit, { ...ownFit, captureRatio: 0.5, residualSd: 0.05 }]),
  ),
});

const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

function openInfo(
  location: Location,
  calibration: Parameters<typeof mockApi>[0][string],
  locale: Locale = 'en-US',
) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(location, 'locations_view'),
    'GET /api/system/locations/5/checklist': { body: { items: [] } },
    'GET /api/system/timezones': { body: [{ id: 'America/New_York', offset: '-05:00' }] },
    'GET /api/system/locations/5/calibration': calibration,
  });
  renderApp('/main/settings/5/info', locale);
  return fetchMock;
}

const section = async (title = 'Accuracy') =>
  within(
    (await screen.findByRole('heading', { name: title, level: 2 })).closest(
      'section',
    ) as HTMLElement,
  );

/** The section's facts as "term: value" lines. */
const facts = (part: Pick<ReturnType<typeof within>, 'queryAllByRole'>) =>
  part
    .queryAllByRole('term')
    .map(
      (term: HTMLElement) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent)}`,
    );

describe('the accuracy section of the info page (issue 19)', () => {
  it('shows an own calibration in words people read', async () => {
    openInfo(withDoors, { body: calibrated });
    const accuracy = await section();
    await accuracy.findByText('Figures rest on');
    expect(facts(accuracy)).toEqual([
      "Figures rest on: This location's door counters",
      'Margin of error: ±6.3% on 95% of days',
      'Quality: Good',
      'Wi-Fi capture: Wi-Fi sees about 45 visitors for every 100 people the door counts.',
      'Days used: 21 of the last 28 days',
      'Period: Mar 2 – 29, 2026',
      expect.stringMatching(/^Last calibrated: Mar 30, 2026, \d{1,2}:00 (AM|PM)$/),
    ]);
  });

  it('writes it in French', async () => {
    openInfo(withDoors, { body: calibrated }, 'fr');
    const accuracy = await section('Précision');
    await accuracy.findByText('Les chiffres reposent sur');
    expect(facts(accuracy).slice(0, 6)).toEqual([
      'Les chiffres reposent sur: Les compteurs de porte de ce site',
      'Marge d’erreur: ±6,3 %, 95 % des jours',
      'Qualité: Bonne',
      'Captation Wi-Fi: Le Wi-Fi voit environ 45 visiteurs pour 100 personnes comptées à la porte.',
      'Jours utilisés: 21 sur les 28 derniers jours',
      'Période: 2–29 mars 2026',
    ]);
  });

  it('says why a location with door counters has no calibration yet, and what it borrows', async () => {
    openInfo(withDoors, { body: borrowing });
    const accuracy = await section();
    await accuracy.findByText('Figures rest on');
    expect(facts(accuracy)).toEqual([
      'Figures rest on: The calibration of 2 similar locations (same type)',
      `Margin of error: ±${(Math.round(borrowing.estimate.band * 1000) / 10).toString()}% on 95% of days`,
      expect.stringMatching(/^Quality: (Good|Fair|Poor)$/),
    ]);
    expect(
      accuracy.getByText(
        /^This location is not calibrated on its own door counters yet: that needs at least 7 days in the last 28 with 20 or more walk-ins and Wi-Fi data\. Instead, its Wi-Fi figures use the calibration of 2 similar locations of your organization: within ±[\d.]+% on 95% of days\.$/,
      ),
    ).toBeTruthy();
    expect(accuracy.queryByText('Wi-Fi capture')).toBeNull();
  });

  it('says when a location without a door counter is not calibrated at all', async () => {
    openInfo(withoutDoors, { body: aCalibration() });
    const accuracy = await section();
    await accuracy.findByText('Figures rest on');
    expect(facts(accuracy)).toEqual([
      'Figures rest on: No calibration',
      'Margin of error: ±35%, the typical error of Wi-Fi counting',
    ]);
    expect(
      accuracy.getByText(
        'This location has no door counter, so it cannot be calibrated on its own. Instead, its ' +
          'Wi-Fi figures are not calibrated, as no similar location of your organization is ' +
          'either: expect the typical error of Wi-Fi counting, ±35%.',
      ),
    ).toBeTruthy();
  });

  it('shows a loader until the calibration comes', async () => {
    const fetchMock = openInfo(withDoors, { body: calibrated });
    let release = () => {};
    const answered = fetchMock.getMockImplementation()!;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/calibration')) await gate;
      return answered(input, init);
    });
    const accuracy = await section();
    expect(accuracy.getByRole('status')).toBeTruthy();
    expect(accuracy.queryByText('Figures rest on')).toBeNull();
    release();
    expect(await accuracy.findByText('Figures rest on')).toBeTruthy();
    expect(accuracy.queryByRole('status')).toBeNull();
  });

  it('offers to try again when the calibration cannot be read', async () => {
    const fetchMock = openInfo(withDoors, {
      status: 403,
      body: { meta: { code: 403, error_type: 'ForbiddenException', error_message: 'No' } },
    });
    const accuracy = await section();
    const retry = await accuracy.findByRole('button', { name: 'Try again' });
    const asked = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/calibration')).length;
    const before = asked();
    await userEvent.click(retry);
    expect(asked()).toBe(before + 1);
  });

  it('is left out where the location has no Wi-Fi visitor figures', async () => {
    openInfo(
      aLocation({
        id: '5',
        service: 'LITE',
        services: { service: 'LITE', tag_services: ['DOORCOUNTER'], sensor_services: [] },
      }),
      {
        body: aCalibration(),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Analytics definitions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Accuracy' })).toBeNull();
  });
});
