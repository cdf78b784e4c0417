// Invitations, API keys, alert settings and the development outbox.
import type { Role } from '@footfall/core';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownedBy, pointsTo, serialId } from './columns';
import { corporations, users } from './accounts';
import { locations } from './organisation';

/** An invitation by e-mail to a location, accepted with a digits code sent to that address. */
export const invites = pgTable(
  'invites',
  {
    id: serialId(),
    codeHash: text('code_hash').notNull(),
    corporationId: ownedBy('corporation_id', () => corporations.id),
    locationId: ownedBy('location_id', () => locations.id),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    invitedBy: pointsTo('invited_by', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    digitsHash: text('digits_hash'),
    digitsExpiresAt: instant('digits_expires_at'),
    digitsSent: integer('digits_sent').notNull().default(0),
    digitsLastSentAt: instant('digits_last_sent_at'),
    digitsFailures: integer('digits_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invites_code_unique').on(t.codeHash)],
);

/** The key a location's gateways and door counters send data with (hash only; shown once). */
export const apiKeys = pgTable(
  'api_keys',
  {
    locationId: ownedBy('location_id', () => locations.id).primaryKey(),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: pointsTo('created_by', () => users.id),
    createdAt: createdAt(),
    /** The key this one replaced: data still sent with it is refused, counted and shown on the
     * sensors page, so that a gateway left with the old key does not go unnoticed. */
    previousKeyHash: text('previous_key_hash'),
    refusedCount: integer('refused_count').notNull().default(0),
    lastRefusedAt: instant('last_refused_at'),
    lastRefusedFrom: text('last_refused_from'),
  },
  (t) => [
    uniqueIndex('api_keys_hash_unique').on(t.keyHash),
    uniqueIndex('api_keys_previous_hash_unique').on(t.previousKeyHash),
  ],
);

/** A location's Cisco Meraki Scanning API receiver: the validator Meraki's dashboard shows for
 * the network (answered to Meraki's GET). The shared secret is the location's API key. */
export const merakiReceivers = pgTable('meraki_receivers', {
  locationId: ownedBy('location_id', () => locations.id).primaryKey(),
  validator: text('validator').notNull(),
  lastPostAt: instant('last_post_at'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Which alerts of a location a user receives, and how. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: ownedBy('user_id', () => users.id),
    locationId: ownedBy('location_id', () => locations.id),
    sensorOffline: boolean('sensor_offline').notNull(),
    dailySummary: boolean('daily_summary').notNull(),
    trafficDrop: boolean('traffic_drop').notNull(),
    byEmail: boolean('by_email').notNull(),
    webhookUrl: text('webhook_url'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

/** Mail written when no SMTP server is configured (development and demo). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: instant('sent_at').notNull().defaultNow(),
});
