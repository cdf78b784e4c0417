// Routes on the location `:id` names: locationAccess before the handler (404 for a location the
// caller may not see, 403 without the permission the route names).
import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../http/resource-route';
import { foundChild, locationAccess } from './guards';

export function locationResource(app: FastifyInstance, tag: string) {
  return resourceRoutes(app, {
    tag,
    load: (auth, id, permission: string | undefined) =>
      locationAccess(app.appContext, auth, id, permission),
  });
}

/** Routes on a row of a location (an area, a tag, a sensor) that `:id` names: the row and the
 * caller's access to its location; no row, or a location the caller may not see, is the row's
 * 404 (`what`). */
export function locatedResource<T extends { locationId: number }>(
  app: FastifyInstance,
  tag: string,
  what: string,
  find: (id: number) => Promise<T | undefined>,
) {
  return resourceRoutes(app, {
    tag,
    load: async (auth, id, permission: string | undefined) =>
      foundChild(await find(id), what, (row) =>
        locationAccess(app.appContext, auth, row.locationId, permission),
      ),
  });
}
