import type { LocationConnections, MqttConnection } from '@footfall/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5' });
const OWNER =
  'locations_view,locations_sensors_view,locations_sensors_edit,corporations_api_view,corporations_api_edit';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const connected: MqttConnection = {
  broker_url: 'mqtt://broker.example.com:1883',
  username: 'counters',
  has_password: true,
  topics: ['footfall/#'],
  enabled: true,
  state: 'connected',
  last_connected_at: minutesAgo(30),
  last_message_at: minutesAgo(1),
  messages_stored: 1204,
  messages_dropped: 3,
  last_error: 'footfall/5/door-counts: The message is not JSON',
  last_error_at: minutesAgo(20),
};

function connections(
  mqtt: Partial<LocationConnections['mqtt']> = {},
  api: Partial<LocationConnections['api']> = {},
): LocationConnections {
  return {
    api: {
      ingest_url: 'https://footfall.example/api/v1/ingest',
      has_key: true,
      last_received_at: minutesAgo(2),
      refused_old_key: null,
      ...api,
    },
    meraki: {
      receiver_url: 'https://footfall.example/api/v1/ingest/meraki/5',
      validator_set: false,
      last_received_at: null,
    },
    mqtt: {
      corporation_id: '1',
      connection: null,
      can_edit: true,
      topics: { 'door-counts': 'footfall/5/door-counts', counts: 'footfall/5/counts' },
      last_received_at: null,
      ...mqtt,
    },
  };
}

function openPage(
  answers: Parameters<typeof mockApi>[0],
  permissions = OWNER,
  locale: 'en-US' | 'fr' = 'en-US',
) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(store, permissions),
    'GET /api/system/locations/5/sensors': { body: [] },
    ...answers,
  });
  renderApp('/main/settings/5/sensors', locale);
  return fetchMock;
}

const section = async (name = 'Connect hardware') =>
  within(await screen.findByRole('region', { name }));

describe('connect hardware (settings > sensors)', () => {
  it('shows the three ways in, what to copy and when each last brought data', async () => {
    openPage({ 'GET /api/system/locations/5/connections': { body: connections() } });
    const hardware = await section();
    const api = within(
      await hardware.findByRole('region', { name: 'Footfall gateways and the ingest API' }),
    );
    expect(
      (api.getByRole('textbox', { name: 'Ingest API address' }) as HTMLInputElement).value,
    ).toBe('https://footfall.example/api/v1/ingest');
    expect(api.getByTestId('last-received-api').textContent).toMatch(/^Last message received/);
    const meraki = within(hardware.getByRole('region', { name: 'Cisco Meraki' }));
    expect(meraki.getByTestId('last-received-meraki').textContent).toBe('Nothing received yet');
    expect(meraki.getByText(/Enter the validator Meraki shows/)).toBeTruthy();
    const mqtt = within(hardware.getByRole('region', { name: /^MQTT/ }));
    expect(mqtt.getByTestId('mqtt-state').textContent).toBe('Not set up');
    expect(
      (
        mqtt.getByRole('textbox', {
          name: 'Door counts topic for this location',
        }) as HTMLInputElement
      ).value,
    ).toBe('footfall/5/door-counts');
    expect(
      (mqtt.getByRole('textbox', { name: /Topic filters/ }) as HTMLTextAreaElement).value,
    ).toBe('footfall/#');
  });

  it.each([
    [
      'en-US',
      'Data refused: old API key',
      /^12 messages sent with the replaced API key were refused, last on .+ from 203\.0\.113\.7\. The key was replaced on .+: enter the new key/,
    ],
    [
      'fr',
      'Données refusées : ancienne clé API',
      /^12 envois faits avec l’ancienne clé API ont été refusés, le dernier le .+ depuis 203\.0\.113\.7\./,
    ],
  ] as const)(
    'says when data sent with the replaced API key is refused (%s)',
    async (locale, title, text) => {
      openPage(
        {
          'GET /api/system/locations/5/connections': {
            body: connections(
              {},
              {
                refused_old_key: {
                  count: 12,
                  last_at: minutesAgo(1),
                  last_from: '203.0.113.7',
                  replaced_at: minutesAgo(90),
                },
              },
            ),
          },
        },
        OWNER,
        locale,
      );
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(title)).toBeTruthy();
      expect(alert.textContent?.slice(title.length)).toMatch(text);
    },
  );

  it('says nothing about an old key when nothing was refused', async () => {
    openPage({ 'GET /api/system/locations/5/connections': { body: connections() } });
    await section();
    await screen.findByRole('region', { name: 'Footfall gateways and the ingest API' });
    expect(screen.queryByText('Data refused: old API key')).toBeNull();
  });

  it("connects the organisation's broker: URL, credentials and topic filters one per line", async () => {
    const fetchMock = openPage({
      'GET /api/system/locations/5/connections': { body: connections() },
      'PUT /api/system/corporations/1/mqtt': { body: { ...connected, state: 'connecting' } },
    });
    const form = within(
      await screen.findByRole('form', { name: "The organization's MQTT broker" }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: /Broker URL/ }),
      'mqtt://broker.example.com:1883',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Username' }), 'counters');
    await userEvent.type(form.getByLabelText('Password'), 's3cret');
    const topics = form.getByRole('textbox', { name: /Topic filters/ });
    await userEvent.clear(topics);
    await userEvent.type(topics, 'stores/+/door-counts{enter}{enter}stores/+/counts');
    await userEvent.click(form.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      broker_url: 'mqtt://broker.example.com:1883',
      username: 'counters',
      password: 's3cret',
      topics: ['stores/+/door-counts', 'stores/+/counts'],
      enabled: true,
    });
    expect(
      await screen.findByText(/Footfall connects to the broker within a few seconds/),
    ).toBeTruthy();
  });

  it('shows field errors from the server next to their fields', async () => {
    openPage({
      'GET /api/system/locations/5/connections': { body: connections() },
      'PUT /api/system/corporations/1/mqtt': {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'broker_url must be an mqtt:// URL',
            fields: {
              broker_url:
                'broker_url must be an mqtt://, mqtts://, ws:// or wss:// URL with a host',
              'topics.0':
                'A topic filter uses "+" for a whole level and "#" only as the last level',
            },
          },
        },
      },
    });
    const form = within(
      await screen.findByRole('form', { name: "The organization's MQTT broker" }),
    );
    await userEvent.type(form.getByRole('textbox', { name: /Broker URL/ }), 'http://x');
    await userEvent.click(form.getByRole('button', { name: 'Connect' }));
    expect(await form.findByText(/with a host/)).toBeTruthy();
    expect(form.getByText(/only as the last level/)).toBeTruthy();
  });

  it('shows a connected broker, its counts and last problem, in French; a saved password is kept', async () => {
    const fetchMock = openPage(
      {
        'GET /api/system/locations/5/connections': {
          body: connections({ connection: connected, last_received_at: minutesAgo(1) }),
        },
        'PUT /api/system/corporations/1/mqtt': { body: connected },
      },
      OWNER,
      'fr',
    );
    const hardware = await section('Connecter du matériel');
    expect((await hardware.findByTestId('mqtt-state')).textContent).toBe('Connecté');
    expect(hardware.getByText(/^Messages enregistrés : 1\s204 · rejetés : 3$/)).toBeTruthy();
    expect(hardware.getByTestId('mqtt-last-error').textContent).toContain(
      'The message is not JSON',
    );
    expect(hardware.getByTestId('last-received-mqtt').textContent).toMatch(/^Dernier message reçu/);
    await userEvent.click(hardware.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).not.toHaveProperty('password');
  });

  it('is read-only for whoever cannot change the organisation, and absent without API rights', async () => {
    openPage({
      'GET /api/system/locations/5/connections': {
        body: connections({ can_edit: false, connection: connected }),
      },
    });
    const hardware = await section();
    expect(
      await hardware.findByText(/An administrator of the organization can connect/),
    ).toBeTruthy();
    expect(hardware.queryByRole('form')).toBeNull();
  });

  it('is not shown without corporations_api_view', async () => {
    const fetchMock = openPage({}, 'locations_view,locations_sensors_view');
    await screen.findByRole('region', { name: 'Sensors' });
    expect(screen.queryByRole('region', { name: 'Connect hardware' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/connections'))).toBe(false);
  });
});
