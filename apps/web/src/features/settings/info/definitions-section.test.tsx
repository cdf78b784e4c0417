import { DEFAULT_LOCATION_DEFINITIONS, type Definitions } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import {
  DEFAULT_DEFINITION_VALUES,
  toDefinitionsRequest,
  validateDefinitions,
} from './definitions-section';

const stored: Definitions = {
  ...DEFAULT_LOCATION_DEFINITIONS,
  visit_gap_minutes: 20,
  raw_retention_days: 14,
  is_default: false,
  updated_at: '2025-01-01T10:00:00.000Z',
};

function openInfo(permissions: string) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5' }), permissions),
    'GET /api/system/locations/5/checklist': { body: { items: [] } },
    'GET /api/system/timezones': { body: [{ id: 'America/New_York', offset: '-05:00' }] },
    'GET /api/system/locations/5/definitions': { body: stored },
    'PUT /api/system/locations/5/definitions': (init) =>
      Response.json({
        data: {
          ...(JSON.parse(String(init?.body)) as object),
          is_default: false,
          updated_at: '2025-02-01T10:00:00.000Z',
        },
      }),
  });
  renderApp('/main/settings/5/info');
  return fetchMock;
}

const section = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Analytics definitions' })).closest(
      'section',
    ) as HTMLElement,
  );

const t = createI18n('en-US').t as TFunction;

describe('the definitions rules of the form', () => {
  it('accepts the defaults and sends numbers', () => {
    expect(validateDefinitions(DEFAULT_DEFINITION_VALUES, t)).toEqual({});
    expect(toDefinitionsRequest(DEFAULT_DEFINITION_VALUES)).toEqual(DEFAULT_LOCATION_DEFINITIONS);
  });

  it('explains empty, fractional, out-of-range and crossed thresholds', () => {
    expect(
      validateDefinitions(
        {
          ...DEFAULT_DEFINITION_VALUES,
          visit_gap_minutes: '',
          engager_areas: '2.5',
          raw_retention_days: '120',
          visitor_rssi: '-90',
          ignore_rssi: '-80',
          path_loss_exponent: '2.5',
        },
        t,
      ),
    ).toEqual({
      visit_gap_minutes: 'Visit gap is empty',
      engager_areas: 'Engager areas is not an integer',
      raw_retention_days: 'Raw data retention must be between 1 and 90',
      ignore_rssi: 'Ignored signal must be below the visitor signal',
    });
  });

  it('speaks the UI language', () => {
    const fr = createI18n('fr').t as TFunction;
    expect(validateDefinitions({ ...DEFAULT_DEFINITION_VALUES, tx_power: '5' }, fr).tx_power).toBe(
      'Signal à 1 m : la valeur doit être comprise entre -100 et 0',
    );
  });
});

describe('the definitions section of the info page', () => {
  it('shows each value with its help, unit and default, and saves a change', async () => {
    const fetchMock = openInfo('locations_view,locations_edit');
    const defs = await section();
    const gap = await defs.findByRole('textbox', { name: 'Visit gap' });
    expect(gap).toHaveProperty('value', '20');
    expect(
      defs.getByText('A visit ends when a phone is not seen for this long. Default: 15 min'),
    ).toBeTruthy();
    expect(defs.getByText(/raw data still kept \(the last 14 days\)/)).toBeTruthy();

    await userEvent.clear(gap);
    await userEvent.type(gap, '25');
    await userEvent.click(defs.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(defs.getByText('Your changes were saved.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/definitions'),
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ...DEFAULT_LOCATION_DEFINITIONS,
      visit_gap_minutes: 25,
      raw_retention_days: 14,
    });
  });

  it('resets the form to the defaults', async () => {
    openInfo('locations_view,locations_edit');
    const defs = await section();
    const retention = await defs.findByRole('textbox', { name: 'Raw data retention' });
    expect(retention).toHaveProperty('value', '14');
    await userEvent.click(defs.getByRole('button', { name: 'Reset to defaults' }));
    expect(retention).toHaveProperty('value', '7');
    expect(defs.getByRole('textbox', { name: 'Visit gap' })).toHaveProperty('value', '15');
  });

  it('keeps values in range and does not send an empty or crossed one', async () => {
    const fetchMock = openInfo('locations_view,locations_edit');
    const defs = await section();
    const exponent = await defs.findByRole('textbox', { name: 'Path-loss exponent' });
    await userEvent.clear(exponent);
    await userEvent.type(exponent, '9');
    await userEvent.tab();
    expect(exponent).toHaveProperty('value', '6');
    await userEvent.clear(exponent);
    const ignored = defs.getByRole('textbox', { name: 'Ignored signal' });
    await userEvent.clear(ignored);
    await userEvent.type(ignored, '-60');
    await userEvent.click(defs.getByRole('button', { name: 'Save' }));
    expect(defs.getByText('Path-loss exponent is empty')).toBeTruthy();
    expect(defs.getByText('Ignored signal must be below the visitor signal')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/definitions'),
      ),
    ).toBe(false);
  });

  it('is read-only without locations_edit', async () => {
    openInfo('locations_view');
    const defs = await section();
    expect(await defs.findByRole('textbox', { name: 'Visit gap' })).toHaveProperty(
      'readOnly',
      true,
    );
    expect(defs.getByText('You can view the definitions but not change them.')).toBeTruthy();
    expect(defs.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(defs.queryByRole('button', { name: 'Reset to defaults' })).toBeNull();
  });
});
