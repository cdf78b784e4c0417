// A location row as the API shows it (core's locationSchema).
import { ROOT_FOLDER_ID, type Location } from '@footfall/core';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { locationServices, type locations } from '../db/schema';
import type { UserScope } from './access';

type LocationRow = typeof locations.$inferSelect;

export async function toApiLocations(
  ctx: AppContext,
  scope: UserScope,
  rows: readonly LocationRow[],
): Promise<Location[]> {
  const ids = rows.map((row) => row.id);
  const services =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(locationServices)
          .where(inArray(locationServices.locationId, ids));
  return rows.map((row) => {
    const mine = services.filter((service) => service.locationId === row.id);
    const byCategory = (category: string) =>
      mine
        .filter((service) => service.category === category)
        .map((service) => service.service)
        .sort();
    const children = [...scope.locations.values()].filter((child) => child.parentId === row.id);
    return {
      id: String(row.id),
      name: row.name,
      featured: row.featured,
      corporation_id: String(row.corporationId),
      corporation: scope.corporations.get(row.corporationId)?.name ?? '',
      folder_id: row.folderId === null ? ROOT_FOLDER_ID : String(row.folderId),
      parent_id: row.parentId === null ? null : String(row.parentId),
      type: row.type as Location['type'],
      service: row.service as Location['service'],
      addon: row.addon === 'adam' ? 'adam' : 'none',
      child_ids: children.map((child) => String(child.id)),
      country: row.country,
      timezone: row.timezone,
      address: row.address,
      services: {
        service: row.service as Location['service'],
        tag_services: byCategory('tag'),
        sensor_services: byCategory('sensor'),
      },
    };
  });
}
