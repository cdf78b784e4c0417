import type { HardwareImportResult, Sensor } from '@footfall/core';
import { HARDWARE_IMPORT_MESSAGES } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../i18n/catalogues';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5' });
const sensor = (overrides: Partial<Sensor>): Sensor => ({
  id: '1',
  serial: 'B8:27:EB:45:21:B4',
  name: 'Entrance',
  location_id: '5',
  services: ['FOOTTRAFFIC', 'HEATMAP'],
  area_id: '7',
  floor_plan_id: null,
  x_m: 7,
  y_m: 7.09,
  height_cm: 182.88,
  status: 'online',
  last_seen_at: '2030-01-08T10:00:00Z',
  ...overrides,
});
const SENSORS = [
  sensor({}),
  sensor({
    id: '2',
    serial: 'GW-2',
    name: null,
    services: [],
    area_id: null,
    x_m: null,
    y_m: null,
    height_cm: null,
    status: 'never_seen',
    last_seen_at: null,
  }),
];
const EDITOR = 'locations_view,locations_sensors_view,locations_sensors_edit,locations_areas_view';
const ANALYST = 'locations_view,locations_sensors_view,locations_areas_view';

const PREVIEW: HardwareImportResult = {
  dry_run: true,
  rows: [
    {
      line: 2,
      serial: 'B8:27:EB:45:21:B4',
      outcome: 'added',
      message: HARDWARE_IMPORT_MESSAGES.added,
    },
    {
      line: 3,
      serial: 'AA:BB:CC:00:00:99',
      outcome: 'unavailable',
      message: HARDWARE_IMPORT_MESSAGES.unavailable,
    },
    {
      line: 4,
      serial: 'DC:A6:32:10:00:01',
      outcome: 'already_here',
      message: HARDWARE_IMPORT_MESSAGES.already_here,
    },
    {
      line: 5,
      serial: 'FF:FF:FF:00:00:01',
      outcome: 'not_found',
      message: HARDWARE_IMPORT_MESSAGES.not_found,
    },
    {
      line: 6,
      serial: 'DC:A6:32:10:00:03',
      outcome: 'elsewhere',
      message: 'the sensor is already connected to Lyon Store, select it to change its location',
      location_name: 'Lyon Store',
    },
  ],
  summary: { added: 1, unavailable: 1, already_here: 1, not_found: 1, elsewhere: 1 },
};

function openPage(
  permissions = EDITOR,
  extra: Parameters<typeof mockApi>[0] = {},
  locale: 'en-US' | 'fr' = 'en-US',
) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(store, permissions),
    'GET /api/system/locations/5/sensors': { body: SENSORS },
    'GET /api/system/locations/5/areas': {
      body: [
        {
          id: '7',
          location_id: '5',
          name: 'Shoes',
          group_id: null,
          floor_plan_id: null,
          polygon: null,
        },
      ],
    },
    ...extra,
  });
  renderApp('/main/settings/5/sensors', locale);
  return fetchMock;
}

const sensorsTable = async () =>
  within(await within(await screen.findByRole('region', { name: 'Sensors' })).findByRole('table'));

describe('the sensors settings page', () => {
  it('lists status, last seen, services, area, position and height in feet and inches (en-US)', async () => {
    openPage();
    const table = await sensorsTable();
    const entrance = table.getByRole('rowheader', { name: /Entrance/ }).closest('tr');
    const cells = within(entrance as HTMLElement);
    expect(cells.getByText('Online')).toBeTruthy();
    expect(cells.getByText('Foot traffic, Heatmap')).toBeTruthy();
    expect(cells.getByText('Shoes')).toBeTruthy();
    expect(cells.getByText('7 m, 7.09 m')).toBeTruthy();
    expect(cells.getByText('6 ft 0 in')).toBeTruthy();
    expect(cells.getByText(/Jan 8, 2030/)).toBeTruthy();
    const unnamed = within(
      table.getByRole('rowheader', { name: /GW-2/ }).closest('tr') as HTMLElement,
    );
    expect(unnamed.getByText('Never seen')).toBeTruthy();
    expect(unnamed.getByText('Never')).toBeTruthy();
  });

  it('shows heights in centimetres outside en-US', async () => {
    openPage(EDITOR, {}, 'fr');
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('182,88 cm')).toBeTruthy();
    expect(table.getByText('En ligne')).toBeTruthy();
  });

  it('offers no add, edit or import without locations_sensors_edit', async () => {
    const fetchMock = openPage(ANALYST);
    await sensorsTable();
    expect(
      screen.getByText(/can see the sensors of this location but not change them/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a sensor' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'CSV hardware import' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds a sensor with serial, name, services and a height entered in feet and inches', async () => {
    const fetchMock = openPage(EDITOR, {
      'POST /api/system/locations/5/sensors': { status: 201, body: sensor({ id: '3' }) },
    });
    await sensorsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add a sensor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a sensor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add a sensor' }));
    expect(dialog.getByText('Serial or MAC address is empty')).toBeTruthy();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Serial or MAC address/ }),
      ' b827eb4521b4 ',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Door');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Heatmap' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Mounting height (ft)' }), '8');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Inches' }), 'x');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a sensor' }));
    expect(dialog.getByText('Inches is not an number')).toBeTruthy();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Inches' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Inches' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a sensor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      serial: 'b827eb4521b4',
      name: 'Door',
      services: ['FOOTTRAFFIC', 'HEATMAP'],
      x_m: null,
      y_m: null,
      height_cm: 248.9,
    });
  });

  it('edits a sensor in centimetres outside en-US, with its area', async () => {
    const fetchMock = openPage(
      EDITOR,
      { 'PUT /api/system/sensors/1': { body: sensor({ height_cm: 250 }) } },
      'fr',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Entrance' }));
    const dialog = within(await screen.findByRole('dialog'));
    const height = dialog.getByRole('textbox', { name: 'Hauteur de montage (cm)' });
    expect((height as HTMLInputElement).value).toBe('182.88');
    await userEvent.clear(height);
    await userEvent.type(height, '250');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Zone' }), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ height_cm: 250, area_id: null });
  });

  it('previews a CSV with one documented message per row and the counts, then imports', async () => {
    const bodies: unknown[] = [];
    openPage(EDITOR, {
      'POST /api/system/locations/5/sensors/import': (init) => {
        const body = JSON.parse(String(init?.body)) as { dry_run: boolean };
        bodies.push(body);
        const result = body.dry_run ? PREVIEW : { ...PREVIEW, dry_run: false };
        return new Response(JSON.stringify({ data: result }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const section = within(await screen.findByRole('region', { name: 'CSV hardware import' }));
    const file = new File(['serial,name\nb827eb4521b4,North\n'], 'gateways.csv', {
      type: 'text/csv',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect(
        (section.getByRole('textbox', { name: 'Or paste the CSV' }) as HTMLTextAreaElement).value,
      ).toContain('b827eb4521b4'),
    );
    await userEvent.click(section.getByRole('button', { name: 'Preview' }));
    expect(await section.findByText('Preview: nothing has been imported yet')).toBeTruthy();
    const rows = section.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'The sensor was added successfully',
      'The sensor is unavailable to the user',
      'The sensor is already connected to this location',
      'The sensor was not found',
      'The sensor is already connected to Lyon Store, select it to change its location',
    ]);
    const summary = within(section.getByRole('list', { name: 'Summary' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Added: 1',
      'Unavailable: 1',
      'Already connected here: 1',
      'Not found: 1',
      'Connected elsewhere: 1',
    ]);
    await userEvent.click(section.getByRole('button', { name: 'Import' }));
    expect(await section.findByText('Import finished')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(bodies).toEqual([
      { csv: 'serial,name\nb827eb4521b4,North\n', dry_run: true },
      { csv: 'serial,name\nb827eb4521b4,North\n', dry_run: false },
    ]);
  });

  it('lists the lines the server refused and imports nothing', async () => {
    openPage(EDITOR, {
      'POST /api/system/locations/5/sensors/import': {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'Line 3: Serial is empty',
            fields: {
              csv: 'Line 3: Serial is empty',
              'csv.3': 'Serial is empty',
              'csv.10': 'Height is not an number',
            },
          },
        },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'CSV hardware import' }));
    await userEvent.type(section.getByRole('textbox', { name: 'Or paste the CSV' }), 'serial');
    await userEvent.click(section.getByRole('button', { name: 'Preview' }));
    const alert = within(await section.findByRole('alert'));
    expect(alert.getByText(/Nothing was imported/)).toBeTruthy();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3: Serial is empty',
      'Line 10: Height is not an number',
    ]);
    expect(section.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('keeps the five documented messages as the en-US texts of the import', async () => {
    for (const [outcome, text] of Object.entries(HARDWARE_IMPORT_MESSAGES)) {
      const catalogue = (await loadCatalogue('en-US')).hardwareImport.messages as Record<
        string,
        string
      >;
      expect(catalogue[outcome]).toBe(text.replace('{location}', '{{location}}'));
    }
    for (const locale of ['fr', 'es'] as const) {
      expect((await loadCatalogue(locale)).hardwareImport.messages.added).not.toBe(
        HARDWARE_IMPORT_MESSAGES.added,
      );
    }
  });
});
