// Alerts (docs/alerts.md): the conditions that are open now (one
// outage raises one event), each recipient's delivery of an event by e-mail or webhook with its
// attempts, and the secret each person's webhooks are signed with.
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bigSerialId, createdAt, instant, ownedBy } from './columns';
import { locations } from './organisation';
import { pipelineEvents } from './sensor-data';

/** A condition that raised an event and has not resolved yet ('gateway:12' offline, ...). The
 * primary key makes raising race-safe: only the process whose insert wins raises the event. */
export const alertConditions = pgTable('alert_conditions', {
  subject: text('subject').primaryKey(),
  locationId: ownedBy('location_id', () => locations.id),
  kind: text('kind').notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  /** The last sign of life when it opened (gateway last_seen_at, door counter's last count end). */
  since: instant('since'),
  openedAt: instant('opened_at').notNull(),
});

/** One recipient's delivery of one event on one channel; retried with back-off. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigSerialId(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => pipelineEvents.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id', () => users.id),
    /** email | webhook */
    channel: text('channel').notNull(),
    /** The address or URL of the latest attempt. */
    target: text('target').notNull(),
    /** pending | sent | failed (attempts used up) | cancelled (the person lost access or
     * turned the alert off before it went out) */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lastAttemptAt: instant('last_attempt_at'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_event_user_channel_unique').on(t.eventId, t.userId, t.channel),
    index('alert_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** The HMAC-SHA256 key of a person's webhooks (kept in clear: signing needs it). */
export const webhookSecrets = pgTable('webhook_secrets', {
  userId: ownedBy('user_id', () => users.id).primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
