// A tag row as the API shows it (core's tagSchema), with its last door-count interval: used by
// the tag routes and the floor-plan dashboard route, so no route module imports another.
import type { Tag } from '@footfall/core';
import { and, desc, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { doorCounts, type tags } from '../db/schema';
import { idOut, idOutOrNull } from '../db/ids';

export type TagRow = typeof tags.$inferSelect;

type LastCounts = NonNullable<Tag['last_counts']>;

/** Each tag's last door-count interval (one index probe per tag: the key is (tag_id, start_ts)). */
export async function lastCountsOf(
  ctx: AppContext,
  tagRows: readonly Pick<TagRow, 'id' | 'locationId'>[],
): Promise<Map<number, LastCounts>> {
  if (tagRows.length === 0) return new Map();
  // Counts at each tag's own location: the statement names its locations (docs/operations.md
  // "Citus").
  const locationIds = [...new Set(tagRows.map((row) => row.locationId))];
  const rows = await ctx.db
    .selectDistinctOn([doorCounts.tagId], {
      tagId: doorCounts.tagId,
      start: doorCounts.startTs,
      end: doorCounts.endTs,
      in: doorCounts.countIn,
      out: doorCounts.countOut,
    })
    .from(doorCounts)
    .where(
      and(
        inArray(doorCounts.locationId, locationIds),
        inArray(
          doorCounts.tagId,
          tagRows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(doorCounts.tagId, desc(doorCounts.startTs));
  return new Map(
    rows.map((row) => [
      row.tagId,
      {
        start_at: row.start.toISOString(),
        end_at: row.end.toISOString(),
        walk_ins: row.in,
        walk_outs: row.out,
      },
    ]),
  );
}

/** Tags as the API shows them, each with its last counts. */
export async function apiTags(ctx: AppContext, rows: readonly TagRow[]): Promise<Tag[]> {
  const last = await lastCountsOf(ctx, rows);
  return rows.map((row) => toApiTag(row, last.get(row.id) ?? null));
}

export function toApiTag(row: TagRow, lastCounts: LastCounts | null = null): Tag {
  return {
    id: idOut(row.id),
    serial: row.serial,
    name: row.name,
    tag_service: row.tagService,
    door: row.door,
    floor_plan_id: idOutOrNull(row.floorPlanId),
    x_m: row.xM,
    y_m: row.yM,
    last_seen_at: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    last_counts: lastCounts,
  };
}
