// Alert and daily-summary mails in the recipient's language: words from the catalogue, numbers,
// dates and changes written for that locale, English unchanged.
import { metricChange } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import type { locations, pipelineEvents } from '../db/schema';
import { alertMail } from './alert-message';

const location = {
  id: 7,
  name: 'Łódź Manufaktura',
  timezone: 'Europe/Warsaw',
} as typeof locations.$inferSelect;
const event = (kind: string, detail: Record<string, unknown>) =>
  ({
    id: 1,
    locationId: 7,
    kind,
    subject: 'x',
    detail,
    raisedAt: new Date('2026-11-20T08:40:00Z'),
  }) as typeof pipelineEvents.$inferSelect;
const offline = event('gateway_offline', {
  name: 'Entrance',
  serial: 'AA:BB:CC:00:00:01',
  last_seen_at: '2026-11-20T08:25:00Z',
});
const lowTraffic = event('low_traffic', {
  metric: 'visitors',
  local_date: '2026-11-20',
  local_hour: 15,
  value: 1204,
  median: 2310.5,
  minimum: 1890,
  weeks: 8,
  lower_bound: 1500,
});
const summary = event('daily_summary', {
  local_date: '2026-11-20',
  compared_to: '2026-11-13',
  dashboard_url: 'https://footfall.example/main/dashboard/7',
  figures: [
    {
      metric: 'visitors',
      value: 1234,
      previous: 1000,
      change: metricChange('visitors', 1234, 1000),
    },
    {
      metric: 'capture_rate',
      value: 0.25,
      previous: 0.2,
      change: metricChange('capture_rate', 0.25, 0.2),
    },
    {
      metric: 'avg_dwell_s',
      value: 300,
      previous: 240,
      change: metricChange('avg_dwell_s', 300, 240),
    },
  ],
});
const URL = 'https://footfall.example';

describe('alert mails', () => {
  it('are English by default, as before', () => {
    const mail = alertMail(offline, location, URL);
    expect(mail.subject).toBe('Footfall: Gateway Entrance at Łódź Manufaktura is offline');
    expect(mail.text).toContain('It was last seen at 2026-11-20 09:25 (Europe/Warsaw).');
    expect(mail.text).toContain('Raised at 2026-11-20 09:40 (Europe/Warsaw).');
    expect(alertMail(lowTraffic, location, URL, 'en-US').text).toContain(
      'had 1,204 visitors in the hour from 2026-11-20 15:00',
    );
  });

  it('are written in French and Spanish for readers of those languages', () => {
    const fr = alertMail(offline, location, URL, 'fr');
    expect(fr.subject).toBe('Footfall: La passerelle Entrance de Łódź Manufaktura est hors ligne');
    expect(fr.text).toContain('Dernier signal : 2026-11-20 09:25 (Europe/Warsaw).');
    expect(fr.text).toContain('Modifiez-les dans Footfall : https://footfall.example');
    const es = alertMail(lowTraffic, location, URL, 'es');
    expect(es.subject).toBe('Footfall: Poca afluencia en Łódź Manufaktura (2026-11-20 15:00)');
    // Spanish writes four-digit numbers without a separator; counts are whole from 10 up, as on
    // the dashboards (core's formatter): a median of 2,310.5 reads 2311.
    expect(es.text).toContain('tuvo 1204 visitantes');
    expect(es.text).toContain('mediana 2311');
  });
});

describe('alert mails’ counts', () => {
  const online = (minutes: unknown) =>
    event('gateway_online', {
      name: 'Entrance',
      serial: 'AA:BB:CC:00:00:01',
      last_seen_at: '2026-11-20T08:25:00Z',
      offline_minutes: minutes,
    });

  it('say the minutes offline in the singular for one', () => {
    expect(alertMail(online(1), location, URL, 'en-US').text).toContain(
      'after about 1 minute offline.',
    );
    expect(alertMail(online(2), location, URL, 'en-GB').text).toContain(
      'after about 2 minutes offline.',
    );
    expect(alertMail(online(1), location, URL, 'fr').text).toContain(
      'après environ 1 minute hors ligne.',
    );
    expect(alertMail(online(0), location, URL, 'fr').text).toContain(
      'après environ 0 minute hors ligne.',
    );
    expect(alertMail(online(45), location, URL, 'fr').text).toContain(
      'après environ 45 minutes hors ligne.',
    );
    expect(alertMail(online(1), location, URL, 'es').text).toContain(
      'tras alrededor de 1 minuto desconectada.',
    );
    expect(alertMail(online(45), location, URL, 'es').text).toContain(
      'tras unos 45 minutos desconectada.',
    );
    // No figure in the event: the plural, with the placeholder.
    expect(alertMail(online(undefined), location, URL, 'en-US').text).toContain(
      'after about ? minutes offline.',
    );
  });

  it('say a low hour’s visitors or walk-ins in the form for their number', () => {
    const low = (metric: string, value: number) =>
      event('low_traffic', { ...lowTraffic.detail, metric, value });
    expect(alertMail(low('visitors', 1), location, URL, 'en-US').text).toContain(
      'had 1 visitor in the hour',
    );
    expect(alertMail(low('walk_ins', 1), location, URL, 'en-US').text).toContain(
      'had 1 walk-in in the hour',
    );
    expect(alertMail(low('walk_ins', 3), location, URL, 'en-US').text).toContain(
      'had 3 walk-ins in the hour',
    );
    expect(alertMail(low('visitors', 0), location, URL, 'fr').text).toContain(
      'a compté 0 visiteur dans',
    );
    expect(alertMail(low('walk_ins', 1), location, URL, 'fr').text).toContain(
      'a compté 1 entrée dans',
    );
    expect(alertMail(low('visitors', 1), location, URL, 'es').text).toContain(
      'tuvo 1 visitante en',
    );
    expect(alertMail(low('walk_ins', 0), location, URL, 'es').text).toContain('tuvo 0 entradas en');
  });
});

describe('daily summary mails', () => {
  it('write figures, dates and changes for the reader', () => {
    const en = alertMail(summary, location, URL, 'en-US');
    // The weekday and date as Intl writes them for British English (with or without a comma).
    expect(en.subject).toMatch(
      /^Footfall: Daily summary for Łódź Manufaktura, Friday,? 20 November 2026$/,
    );
    expect(en.text).toContain('- Visitors: 1,234 (+23.4% vs 1,000)');
    expect(en.text).toContain('- Capture rate: 25% (+5.0 pts vs 20%)');
    expect(en.text).toContain('- Average dwell: 5 min 00 s (+25.0% vs 4 min 00 s)');

    const fr = alertMail(summary, location, URL, 'fr');
    expect(fr.subject).toBe(
      'Footfall: Résumé du jour pour Łódź Manufaktura, vendredi 20 novembre 2026',
    );
    expect(fr.text).toContain(
      'Łódź Manufaktura le vendredi 20 novembre 2026, comparé au vendredi 13 novembre 2026 :',
    );
    expect(fr.text).toMatch(/- Visiteurs : 1 234 \(\+23,4 % par rapport à 1 000\)/);
    expect(fr.text).toContain('Tableau de bord : https://footfall.example/main/dashboard/7');

    const es = alertMail(summary, location, URL, 'es');
    expect(es.text).toMatch(/- Visitantes: 1234 \(\+23,4 % frente a 1000\)/);
  });
});
