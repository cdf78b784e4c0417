// Accounts: corporations, users and their memberships, sessions and sign-in throttling.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, instant, ownedBy, serialId } from './columns';
import { locations } from './organisation';

export const corporations = pgTable('corporations', {
  id: serialId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  /** Hashes device addresses that arrive raw (Meraki): ids unlinkable across corporations. */
  deviceSecret: text('device_secret')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
});

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Stored lower-cased; the unique index makes sign-up races safe. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale'),
    /** Consecutive wrong passwords; reset by a successful login. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: instant('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** A user's place in a corporation; `role` is their corporation-wide role, if any. */
export const memberships = pgTable(
  'memberships',
  {
    userId: ownedBy('user_id', () => users.id),
    corporationId: ownedBy('corporation_id', () => corporations.id),
    role: text('role'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.corporationId] })],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serialId(),
    /** SHA-256 of the token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').notNull().default('session'),
    /** Read-only view tokens are scoped to one location. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.tokenHash)],
);

/** Step 1 of the login: a single-use `token_auth` and the key the password is encrypted with. */
export const loginChallenges = pgTable('login_challenges', {
  tokenAuthHash: text('token_auth_hash').primaryKey(),
  email: text('email').notNull(),
  tokenKey: text('token_key').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** Every login request, for throttling per account and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
    email: text('email'),
    ip: text('ip').notNull(),
    step: integer('step').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.at),
    index('login_attempts_email_idx').on(t.email, t.at),
  ],
);
