// A location row as the API shows it (core's locationSchema).
import { ROOT_FOLDER_ID, type Location } from '@footfall/core';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { locationServices, type locations } from '../db/schema';
import type { UserScope } from './access';
import { idOut, idOutOrNull } from '../db/ids';
import { notFound } from '../http/errors';

type LocationRow = typeof locations.$inferSelect;

/** A location just read or written, as the API shows it to this user: kept in the scope (its
 * children and parent are read from there) and a 404 when it went meanwhile. */
export async function toApiLocation(
  ctx: AppContext,
  scope: UserScope,
  row: LocationRow | undefined,
): Promise<Location> {
  if (!row) throw notFound('The location');
  scope.locations.set(row.id, row);
  const [view] = await toApiLocations(ctx, scope, [row]);
  if (!view) throw notFound('The location');
  return view;
}

/** `servicesFromScope`: the services read with the scope are current (a read-only request);
 * a route that has just changed a location's services reads them again. */
export async function toApiLocations(
  ctx: AppContext,
  scope: UserScope,
  rows: readonly LocationRow[],
  options: { servicesFromScope?: boolean } = {},
): Promise<Location[]> {
  const ids = rows.map((row) => row.id);
  const services =
    options.servicesFromScope && scope.services
      ? scope.services
      : ids.length === 0
        ? []
        : await ctx.db
            .select()
            .from(locationServices)
            .where(inArray(locationServices.locationId, ids));
  // Grouped once: a corporation may have thousands of locations.
  const servicesOf = groupBy(services, (service) => service.locationId);
  const childrenOf = groupBy([...scope.locations.values()], (child) => child.parentId);
  return rows.map((row) => {
    const mine = servicesOf.get(row.id) ?? [];
    const byCategory = (category: string) =>
      mine
        .filter((service) => service.category === category)
        .map((service) => service.service)
        .sort();
    const children = (childrenOf.get(row.id) ?? []).sort((a, b) => a.id - b.id);
    return {
      id: idOut(row.id),
      name: row.name,
      featured: row.featured,
      corporation_id: idOut(row.corporationId),
      corporation: scope.corporations.get(row.corporationId)?.name ?? '',
      folder_id: row.folderId === null ? ROOT_FOLDER_ID : idOut(row.folderId),
      parent_id: idOutOrNull(row.parentId),
      type: row.type,
      service: row.service,
      addon: row.addon === 'adam' ? 'adam' : 'none',
      child_ids: children.map((child) => idOut(child.id)),
      country: row.country,
      timezone: row.timezone,
      address: row.address,
      services: {
        service: row.service,
        tag_services: byCategory('tag'),
        sensor_services: byCategory('sensor'),
      },
    };
  });
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
