import { DEFAULT_BUSINESS_DAYS, type BusinessHours } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// jsdom cannot draw ECharts; the stand-in shows the grid the page hands to the chart.
vi.mock('../../../components/chart', () => ({
  Chart: (props: { ariaLabel: string; option: { series: { data: number[][] }[] } }) => (
    <div role="img" aria-label={props.ariaLabel}>
      {`open cells: ${props.option.series[0]!.data.filter((cell) => cell[2] === 1).length}`}
    </div>
  ),
}));

const saved: BusinessHours = {
  days: DEFAULT_BUSINESS_DAYS.map((day) => ({ ...day })),
  exceptions: [
    { date: '2025-12-25', closed: true, open_hour: null, close_hour: null, note: 'Christmas' },
  ],
  is_default: false,
};

function openPage(permissions: string, hours: BusinessHours = saved, putStatus = 200) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5' }), permissions),
    'GET /api/v1/locations/5/businesshours': { body: hours },
    'PUT /api/system/locations/5/businesshours': (init) =>
      putStatus === 200
        ? Response.json({
            data: { ...(JSON.parse(String(init?.body)) as object), is_default: false },
          })
        : Response.json(
            {
              meta: {
                code: 400,
                error_type: 'ValidationException',
                error_message: 'Closing hour must be after the opening hour',
                fields: { 'days.1.close_hour': 'Closing hour must be after the opening hour' },
              },
            },
            { status: 400 },
          ),
  });
  renderApp('/main/settings/5/business-hours');
  return fetchMock;
}

const editPermissions = 'locations_view,locations_businesshours_view,locations_businesshours_edit';

describe('the business hours page', () => {
  it('shows the week, the exceptions and the preview, read-only without the edit permission', async () => {
    openPage('locations_view,locations_businesshours_view');
    expect(await screen.findByRole('heading', { name: 'Business hours' })).toBeTruthy();
    expect(
      await screen.findByText('You can view the business hours but not change them.'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Opening time on Monday' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('switch', { name: 'Closed on Sunday' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByRole('combobox', { name: 'Opening time on Sunday' })).toBeNull();
    expect(screen.getByDisplayValue('Christmas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add exception' })).toBeNull();
    // Monday to Saturday, 9 AM to 7 PM: 6 x 10 open cells, as the default banner says.
    expect(
      screen.getByRole('img', { name: 'Open hours by weekday from 9 AM to 7 PM' }).textContent,
    ).toBe('open cells: 60');
  });

  it('previews the saved hours, not only the first nine from 9 AM', async () => {
    const days = DEFAULT_BUSINESS_DAYS.map((day) =>
      day.weekday < 5
        ? { ...day, open_hour: 10, close_hour: 20 }
        : { weekday: day.weekday, closed: true, open_hour: null, close_hour: null },
    );
    openPage(editPermissions, { ...saved, days });
    // Monday to Friday 10 AM to 8 PM: rows from 9 AM (the minimum) to 8 PM, 5 x 10 open.
    const chart = await screen.findByRole('img', {
      name: 'Open hours by weekday from 9 AM to 8 PM',
    });
    expect(chart.textContent).toBe('open cells: 50');
    expect(screen.getByText('The open hours of a typical week, from 9 AM to 8 PM.')).toBeTruthy();
  });

  it('says when the hours are the unsaved defaults', async () => {
    openPage(editPermissions, { ...saved, exceptions: [], is_default: true });
    expect(await screen.findByText(/These are the default hours/)).toBeTruthy();
    expect(screen.getByText('No exceptions yet.')).toBeTruthy();
  });

  it('saves a next-day closing, an opened Sunday and a new exception', async () => {
    const fetchMock = openPage(editPermissions);
    const friday = await screen.findByRole('combobox', { name: 'Closing time on Friday' });
    expect(within(friday).getByRole('option', { name: '2 AM (next day)' })).toBeTruthy();
    await userEvent.selectOptions(friday, '26');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Opening time on Friday' }),
      '10',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Closed on Sunday' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Closing time on Sunday' }),
      '17',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add exception' }));
    const added = screen.getByRole('group', { name: 'Exception 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(added).getByText('Date is not valid')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.type(within(added).getByLabelText('Date'), '2026-01-01');
    await userEvent.click(within(added).getByRole('switch', { name: 'Closed' }));
    await userEvent.selectOptions(within(added).getByRole('combobox', { name: 'Closes' }), '13');
    await userEvent.type(within(added).getByRole('textbox', { name: /^Note/ }), ' New year ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Your changes were saved.')).toBeTruthy());

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body.days[4]).toEqual({ weekday: 4, closed: false, open_hour: 10, close_hour: 26 });
    expect(body.days[6]).toEqual({ weekday: 6, closed: false, open_hour: 9, close_hour: 17 });
    expect(body.exceptions).toEqual([
      { date: '2025-12-25', closed: true, open_hour: null, close_hour: null, note: 'Christmas' },
      { date: '2026-01-01', closed: false, open_hour: 9, close_hour: 13, note: 'New year' },
    ]);
  });

  it('removes an exception', async () => {
    const fetchMock = openPage(editPermissions);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove exception 1' }));
    expect(screen.getByText('No exceptions yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Your changes were saved.')).toBeTruthy());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).exceptions).toEqual([]);
  });

  it('checks closing after opening before sending, and shows the server’s field messages', async () => {
    const fetchMock = openPage(editPermissions, saved, 400);
    const opens = await screen.findByRole('combobox', { name: 'Opening time on Monday' });
    await userEvent.selectOptions(opens, '20');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Closing time on Monday' }),
      '12',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Closing time must be after opening time')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(opens, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closing hour must be after the opening hour')).toBeTruthy();
  });

  it('labels hours in 24-hour time and translates "next day" in French', async () => {
    storeSession('token', Date.now());
    mockApi({
      ...shellAnswers(aLocation({ id: '5' }), editPermissions),
      'GET /api/v1/locations/5/businesshours': { body: saved },
    });
    renderApp('/main/settings/5/business-hours', 'fr');
    const closes = await screen.findByRole('combobox', { name: 'Heure de fermeture le vendredi' });
    expect(within(closes).getByRole('option', { name: '02:00 (lendemain)' })).toBeTruthy();
  });
});
