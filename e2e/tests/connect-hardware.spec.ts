// Connecting hardware as an administrator would: settings > sensors, the organisation's MQTT broker
// (the machine's Mosquitto) with a topic filter; a door counter publishes at QoS 1 to the
// location's topic, and the page shows the broker connected and the message received, without a
// reload. Screenshots for docs/connectors.md in English and French.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { connectAsync } from 'mqtt';
import { contentLoaded, DEMO, logIn, snapshot, snapshotOf } from './helpers';

const LOCATION = 1;

test('an administrator connects the MQTT broker and sees a door counter message arrive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = `e2e-${randomBytes(3).toString('hex')}`;
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto(`/main/settings/${LOCATION}/sensors`);
  const hardware = page.getByRole('region', { name: 'Connect hardware' });
  await expect(hardware.getByRole('heading', { name: 'Cisco Meraki' })).toBeVisible();
  const mqtt = hardware.getByRole('region', { name: /^MQTT/ });
  await expect(
    mqtt.getByRole('textbox', { name: 'Door counts topic for this location' }),
  ).toHaveValue(`footfall/${LOCATION}/door-counts`);

  const form = mqtt.getByRole('form', { name: "The organization's MQTT broker" });
  await form.getByRole('textbox', { name: /Broker URL/ }).fill('mqtt://127.0.0.1:1883');
  await form.getByRole('textbox', { name: /Topic filters/ }).fill(`${prefix}/#`);
  await form.getByRole('button', { name: /^(Connect|Save)$/ }).click();
  await expect(
    mqtt.getByText(/Footfall connects to the broker within a few seconds/),
  ).toBeVisible();
  // The subscriber reads the settings every 5 s; the page refreshes every 10 s.
  await expect(mqtt.getByTestId('mqtt-state')).toHaveText('Connected', { timeout: 30_000 });

  const start = Math.floor(Date.now() / 60_000) * 60_000 - 45 * 60_000;
  const publisher = await connectAsync('mqtt://127.0.0.1:1883', { clientId: `${prefix}-door` });
  try {
    await publisher.publishAsync(
      `${prefix}/${LOCATION}/door-counts`,
      JSON.stringify({
        tag: `${prefix}-door`,
        counts: [
          {
            start: new Date(start).toISOString(),
            end: new Date(start + 15 * 60_000).toISOString(),
            in: 9,
            out: 7,
          },
        ],
      }),
      { qos: 1 },
    );
  } finally {
    await publisher.endAsync();
  }
  await expect(mqtt.getByTestId('last-received-mqtt')).toHaveText(/^Last message received/, {
    timeout: 30_000,
  });
  await expect(mqtt.getByText('Messages stored: 1 · dropped: 0')).toBeVisible();
  await contentLoaded(page);
  await snapshot(page, 'connect-hardware-en-US');
  await snapshotOf(hardware, 'connect-hardware-section-en-US');

  await page.getByLabel('Language').selectOption('fr');
  const french = page.getByRole('region', { name: 'Connecter du matériel' });
  await expect(french.getByTestId('mqtt-state')).toHaveText('Connecté');
  await expect(french.getByTestId('last-received-mqtt')).toHaveText(/^Dernier message reçu/);
  await contentLoaded(page);
  await snapshot(page, 'connect-hardware-fr');
  await snapshotOf(french, 'connect-hardware-section-fr');
  await page.getByLabel('Langue').selectOption('en-US');

  // Disconnecting forgets the settings: the next run starts from nothing.
  await page
    .getByRole('region', { name: /^MQTT/ })
    .getByRole('button', { name: 'Disconnect and forget' })
    .click();
  await expect(page.getByTestId('mqtt-state')).toHaveText('Not set up');
});
