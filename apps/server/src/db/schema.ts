// The relational schema (drizzle-orm). One schema for the embedded database and PostgreSQL;
// `npm run db:generate` turns changes into SQL migrations under ../drizzle.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const corporations = pgTable('corporations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes sign-up races safe. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale'),
    /** Consecutive wrong passwords; reset by a successful login. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** A user's place in a corporation; `role` is their corporation-wide role, if any. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corporationId: integer('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    role: text('role'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.corporationId] })],
);

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    corporationId: integer('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** null = the corporation's root (the API shows it as "0"). */
    parentId: integer('parent_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('folders_corporation_idx').on(t.corporationId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    corporationId: integer('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    /** AT booths hang under their show. */
    parentId: integer('parent_id'),
    name: text('name'),
    type: text('type').notNull(),
    service: text('service').notNull(),
    addon: text('addon').notNull().default('none'),
    featured: boolean('featured').notNull().default(false),
    country: text('country'),
    timezone: text('timezone').notNull().default('UTC'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_corporation_idx').on(t.corporationId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    check('locations_type_check', sql`${t.type} in ('RETAIL','MALL','XM','AT')`),
    check('locations_service_check', sql`${t.service} in ('ZERO','LITE','PLUS','PREMIUM')`),
  ],
);

/** Tag services (DOORCOUNTER) and sensor services (FOOTTRAFFIC, HEATMAP) of a location. */
export const locationServices = pgTable(
  'location_services',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    service: text('service').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.category, t.service] }),
    check('location_services_category_check', sql`${t.category} in ('tag','sensor')`),
  ],
);

/** A role granted on one location or on a folder (inherited by everything beneath it). */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corporationId: integer('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('permission_grants_user_idx').on(t.userId),
    check(
      'permission_grants_scope_check',
      sql`(${t.locationId} is null) <> (${t.folderId} is null)`,
    ),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('session'),
    /** Read-only view tokens are scoped to one location. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.tokenHash)],
);

/** Step 1 of the login: a single-use `token_auth` and the key the password is encrypted with. */
export const loginChallenges = pgTable('login_challenges', {
  tokenAuthHash: text('token_auth_hash').primaryKey(),
  email: text('email').notNull(),
  tokenKey: text('token_key').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every login request, for throttling per account and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    ip: text('ip').notNull(),
    step: integer('step').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.at),
    index('login_attempts_email_idx').on(t.email, t.at),
  ],
);

/** An invitation by e-mail to a location, accepted with a digits code sent to that address. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    corporationId: integer('corporation_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    digitsHash: text('digits_hash'),
    digitsExpiresAt: timestamp('digits_expires_at', { withTimezone: true }),
    digitsSent: integer('digits_sent').notNull().default(0),
    digitsLastSentAt: timestamp('digits_last_sent_at', { withTimezone: true }),
    digitsFailures: integer('digits_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invites_code_unique').on(t.codeHash)],
);

/** The key a location's gateways and door counters send data with (hash only; shown once). */
export const apiKeys = pgTable(
  'api_keys',
  {
    locationId: integer('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash)],
);

/** Which alerts of a location a user receives, and how. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
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
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
