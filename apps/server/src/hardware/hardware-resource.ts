// Routes on the sensor or tag `:id` names: the row and the caller's access to its location for
// reading or changing that kind of hardware (hardware-access.ts); no row, or a location the caller
// may not see, is the row's 404 (`what`).
import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../http/resource-route';
import { foundChild } from '../organisation/guards';
import { hardwareAccess, type HardwareKind } from './hardware-access';

export function hardwareResource<T extends { locationId: number }>(
  app: FastifyInstance,
  kind: HardwareKind,
  what: string,
  find: (id: number) => Promise<T | undefined>,
) {
  const ctx = app.appContext;
  return resourceRoutes(app, {
    tag: kind,
    load: async (auth, id, mode: 'read' | 'edit' | undefined) =>
      foundChild(await find(id), what, (row) =>
        hardwareAccess(ctx, auth, row.locationId, kind, mode ?? 'read'),
      ),
  });
}
