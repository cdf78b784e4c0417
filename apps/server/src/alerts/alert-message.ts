// What an event says: the webhook's JSON body and the e-mail's subject and text.
import { localParts } from '@footfall/core';
import type { locations, pipelineEvents } from '../db/schema';
import { dailySummaryMail } from './daily-summary-message';

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
    event_id: String(event.id),
    event: event.kind,
    location: { id: String(location.id), name: location.name ?? '' },
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

export function alertMail(
  event: EventRow,
  location: LocationRow,
  publicUrl: string,
): { subject: string; text: string } {
  const detail = event.detail ?? {};
  const where = location.name ?? `location ${location.id}`;
  const device = text(detail, 'name', text(detail, 'serial'));
  const lastSeen = localTime(text(detail, 'last_seen_at', ''), location.timezone);
  let subject: string;
  let body: string;
  switch (event.kind) {
    case 'gateway_offline':
      subject = `Gateway ${device} at ${where} is offline`;
      body = `The gateway ${device} (${text(detail, 'serial')}) has not reported for more than 10 minutes. It was last seen at ${lastSeen}.`;
      break;
    case 'gateway_online':
      subject = `Gateway ${device} at ${where} is back online`;
      body = `The gateway ${device} (${text(detail, 'serial')}) reports again (last seen at ${lastSeen}) after about ${text(detail, 'offline_minutes')} minutes offline.`;
      break;
    case 'door_counter_silent':
      subject = `Door counter ${device} at ${where} has stopped counting`;
      body = `The door counter ${device} (${text(detail, 'serial')}) has sent no counts for more than 60 minutes while ${where} is open. Its last count ended at ${lastSeen}.`;
      break;
    case 'door_counter_reporting':
      subject = `Door counter ${device} at ${where} is counting again`;
      body = `The door counter ${device} (${text(detail, 'serial')}) sends counts again (up to ${lastSeen}).`;
      break;
    case 'low_traffic': {
      const metric = text(detail, 'metric') === 'walk_ins' ? 'walk-ins' : 'visitors';
      const hour = `${text(detail, 'local_date')} ${text(detail, 'local_hour')}:00`;
      subject = `Low traffic at ${where} (${hour})`;
      body = `${where} had ${text(detail, 'value')} ${metric} in the hour from ${hour}, below its usual range for that weekday and hour: median ${text(detail, 'median')}, lowest ${text(detail, 'minimum')} over the previous ${text(detail, 'weeks')} weeks (alert below ${text(detail, 'lower_bound')}).`;
      break;
    }
    case 'daily_summary':
      ({ subject, body } = dailySummaryMail(detail, where));
      break;
    default:
      subject = `Footfall alert at ${where}: ${event.kind}`;
      body = JSON.stringify(detail);
  }
  return {
    subject: `Footfall: ${subject}`,
    text: `${body}\n\nRaised at ${localTime(event.raisedAt.toISOString(), location.timezone)}.\n\nYou receive this because your alert settings for ${where} are on. Change them in Footfall: ${publicUrl}\n`,
  };
}
