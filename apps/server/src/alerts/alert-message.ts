// What an event says: the webhook's JSON body and the e-mail's subject and text.
import { DEFAULT_LOCALE, formatCount, localParts, type Locale } from '@footfall/core';
import type { locations, pipelineEvents } from '../db/schema';
import { alertMailTexts } from './alert-mail-texts';
import { dailySummaryMail } from './daily-summary-message';
import { idOut } from '../db/ids';

type EventRow = typeof pipelineEvents.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

export interface WebhookBody {
  event_id: string;
  event: string;
  location: { id: string; name: string };
  raised_at: string;
  detail: Record<string, unknown>;
}

export function webhookBody(event: EventRow, location: LocationRow): WebhookBody {
  return {
    event_id: idOut(event.id),
    event: event.kind,
    location: { id: idOut(location.id), name: location.name ?? '' },
    raised_at: event.raisedAt.toISOString(),
    detail: event.detail ?? {},
  };
}

const text = (detail: Record<string, unknown>, key: string, fallback = '?'): string => {
  const value = detail[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
};

/** An instant as the location's wall clock: "2026-11-21 09:40 (Europe/Paris)". */
function localTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const local = localParts(ms, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.date} ${pad(local.hour)}:${pad(local.minute)} (${timeZone})`;
}

/** An alert's mail in the recipient's language (`locale`, their profile's). */
export function alertMail(
  event: EventRow,
  location: LocationRow,
  publicUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): { subject: string; text: string } {
  const words = alertMailTexts(locale);
  const detail = event.detail ?? {};
  const where = location.name ?? 'N/A';
  /** A detail's number (NaN when it has none), which words agree with. */
  const count = (key: string) => Number(text(detail, key, 'NaN'));
  const number = (key: string) => {
    const value = count(key);
    return Number.isFinite(value) ? formatCount(value, locale) : text(detail, key);
  };
  const device = {
    device: text(detail, 'name', text(detail, 'serial')),
    serial: text(detail, 'serial'),
    where,
    lastSeen: localTime(text(detail, 'last_seen_at', ''), location.timezone),
  };
  let mail: { subject: string; body: string };
  switch (event.kind) {
    case 'gateway_offline':
      mail = words.gatewayOffline(device);
      break;
    case 'gateway_online':
      mail = words.gatewayOnline({
        ...device,
        minutes: number('offline_minutes'),
        minuteCount: count('offline_minutes'),
      });
      break;
    case 'door_counter_silent':
      mail = words.doorCounterSilent(device);
      break;
    case 'door_counter_reporting':
      mail = words.doorCounterReporting(device);
      break;
    case 'low_traffic':
      mail = words.lowTraffic({
        where,
        hour: `${text(detail, 'local_date')} ${text(detail, 'local_hour')}:00`,
        value: number('value'),
        valueCount: count('value'),
        walkIns: text(detail, 'metric') === 'walk_ins',
        median: number('median'),
        minimum: number('minimum'),
        weeks: number('weeks'),
        bound: number('lower_bound'),
      });
      break;
    case 'daily_summary':
      mail = dailySummaryMail(detail, where, locale);
      break;
    default:
      mail = { subject: words.other(where, event.kind), body: JSON.stringify(detail) };
  }
  const raisedAt = localTime(event.raisedAt.toISOString(), location.timezone);
  return {
    subject: `Footfall: ${mail.subject}`,
    text: `${mail.body}\n\n${words.raisedAt(raisedAt)}\n\n${words.why(where, publicUrl)}\n`,
  };
}
