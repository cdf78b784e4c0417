// The relational schema (drizzle-orm). One schema for the embedded database and PostgreSQL;
// `npm run db:generate` turns changes into SQL migrations under ../drizzle.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  jsonb,
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

/** A location's analytics definitions (DESIGN.md section 7); a missing row means the defaults. */
export const locationSettings = pgTable('location_settings', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  visitGapMinutes: integer('visit_gap_minutes').notNull(),
  visitorRssi: integer('visitor_rssi').notNull(),
  ignoreRssi: integer('ignore_rssi').notNull(),
  minVisitMinutes: integer('min_visit_minutes').notNull(),
  engagerMinutes: integer('engager_minutes').notNull(),
  fqvMinutes: integer('fqv_minutes').notNull(),
  engagerAreas: integer('engager_areas').notNull(),
  rawRetentionDays: integer('raw_retention_days').notNull(),
  /** RSSI at 1 m, dBm, and the exponent of the log-distance path-loss model (positions). */
  txPower: integer('tx_power').notNull(),
  pathLossExponent: doublePrecision('path_loss_exponent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opening hours per weekday (0 = Monday); close may run past midnight up to 27 (3 AM next day). */
export const businessHours = pgTable(
  'business_hours',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    closed: boolean('closed').notNull().default(false),
    openHour: integer('open_hour'),
    closeHour: integer('close_hour'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.weekday] }),
    check('business_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
  ],
);

/** A day that differs from the weekly hours: a holiday (closed) or special hours. */
export const businessHourExceptions = pgTable(
  'business_hour_exceptions',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    closed: boolean('closed').notNull().default(true),
    openHour: integer('open_hour'),
    closeHour: integer('close_hour'),
    note: text('note'),
  },
  (t) => [uniqueIndex('business_hour_exceptions_day_unique').on(t.locationId, t.date)],
);

/** A file received by the upload service; the bytes live under DATA_DIR (or an S3 store). */
export const uploadedFiles = pgTable('uploaded_files', {
  /** Random, unguessable: it appears in URLs. */
  id: text('id').primaryKey(),
  corporationId: integer('corporation_id')
    .notNull()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  /** false: temporary (store mode "0"), removed by housekeeping unless a floor plan adopts it. */
  kept: boolean('kept').notNull().default(true),
  createdAt: createdAt(),
});

export const floorPlans = pgTable(
  'floor_plans',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: text('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    /** Metres per pixel, set by drawing a line of known length; null until then. */
    metresPerPixel: doublePrecision('metres_per_pixel'),
    createdAt: createdAt(),
  },
  (t) => [index('floor_plans_location_idx').on(t.locationId)],
);

export const areaGroups = pgTable('area_groups', {
  id: serial('id').primaryKey(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => areaGroups.id, { onDelete: 'set null' }),
    floorPlanId: integer('floor_plan_id').references(() => floorPlans.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Polygon vertices in floor-plan metres: [[x, y], ...]. */
    polygon: jsonb('polygon').$type<[number, number][]>(),
    createdAt: createdAt(),
  },
  (t) => [index('areas_location_idx').on(t.locationId)],
);

/** Gateways (Wi-Fi/BLE sniffers): a hardware registry of serials owned by a corporation, each
 * connected to at most one location. */
export const sensors = pgTable(
  'sensors',
  {
    id: serial('id').primaryKey(),
    /** Normalised serial or MAC (upper case, colon-separated for MACs). */
    serial: text('serial').notNull(),
    corporationId: integer('corporation_id').references(() => corporations.id, {
      onDelete: 'set null',
    }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name'),
    services: text('services').notNull().default('FOOTTRAFFIC'),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    floorPlanId: integer('floor_plan_id').references(() => floorPlans.id, { onDelete: 'set null' }),
    xM: doublePrecision('x_m'),
    yM: doublePrecision('y_m'),
    heightCm: doublePrecision('height_cm'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    firmware: text('firmware'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sensors_serial_unique').on(t.serial),
    index('sensors_location_idx').on(t.locationId),
  ],
);

/** Tags: devices with a tag service, such as door counters (DOORCOUNTER) at a door. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    tagService: text('tag_service').notNull(),
    door: text('door'),
    floorPlanId: integer('floor_plan_id').references(() => floorPlans.id, { onDelete: 'set null' }),
    xM: doublePrecision('x_m'),
    yM: doublePrecision('y_m'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_serial_unique').on(t.serial),
    index('tags_location_idx').on(t.locationId),
  ],
);
