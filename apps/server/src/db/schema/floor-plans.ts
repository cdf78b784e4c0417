// Uploaded files, floor plans, areas and area groups.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, pointsTo, serialId } from './columns';
import { corporations, users } from './accounts';
import { locations } from './organisation';

/** A file received by the upload service; the bytes live under DATA_DIR (or an S3 store). */
export const uploadedFiles = pgTable('uploaded_files', {
  /** Random, unguessable: it appears in URLs. */
  id: text('id').primaryKey(),
  corporationId: ownedBy('corporation_id', () => corporations.id),
  uploadedBy: pointsTo('uploaded_by', () => users.id),
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
    id: serialId(),
    locationId: ownedBy('location_id', () => locations.id),
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

/** Where a device stands on a floor plan, in metres on the plan (null: not placed). */
export const planPosition = () => ({
  floorPlanId: pointsTo('floor_plan_id', () => floorPlans.id),
  xM: doublePrecision('x_m'),
  yM: doublePrecision('y_m'),
});

export const areaGroups = pgTable('area_groups', {
  id: serialId(),
  locationId: ownedBy('location_id', () => locations.id),
  name: text('name').notNull(),
});

export const areas = pgTable(
  'areas',
  {
    id: serialId(),
    locationId: ownedBy('location_id', () => locations.id),
    groupId: pointsTo('group_id', () => areaGroups.id),
    floorPlanId: pointsTo('floor_plan_id', () => floorPlans.id),
    name: text('name').notNull(),
    /** On an attendee-tracking hall plan, the booth (a child location) this outline is. */
    boothLocationId: integer('booth_location_id').references(() => locations.id, {
      onDelete: 'cascade',
    }),
    /** Polygon vertices in floor-plan metres: [[x, y], ...]. */
    polygon: jsonb('polygon').$type<[number, number][]>(),
    createdAt: createdAt(),
  },
  (t) => [index('areas_location_idx').on(t.locationId)],
);
