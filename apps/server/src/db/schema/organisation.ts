// The organisation: folders, locations, their services and the roles granted on them.
import type { LocationType, Role, ServiceTier } from '@footfall/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, pointsTo, serialId } from './columns';
import { corporations, users } from './accounts';

export const folders = pgTable(
  'folders',
  {
    id: serialId(),
    corporationId: ownedBy('corporation_id', () => corporations.id),
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
    id: serialId(),
    corporationId: ownedBy('corporation_id', () => corporations.id),
    folderId: pointsTo('folder_id', () => folders.id),
    /** AT booths hang under their show. */
    parentId: integer('parent_id'),
    name: text('name'),
    type: text('type').$type<LocationType>().notNull(),
    service: text('service').$type<ServiceTier>().notNull(),
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
    locationId: ownedBy('location_id', () => locations.id),
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
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    corporationId: ownedBy('corporation_id', () => corporations.id),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
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
