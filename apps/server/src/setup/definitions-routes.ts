// The analytics definitions of a location (issue 4 item 6, docs/product.md section 11): read with
// locations_view, change with locations_edit. A change applies to new data and to the raw
// detections still in retention: those days are marked dirty and the pipeline reprocesses them.
import { definitionsSchema, definitionsUpdateRequestSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { markRetainedDaysDirty } from '../pipeline/dirty-day-marks';
import { readDefinitions, writeDefinitions } from './definitions-store';

export const definitionsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/definitions',
    tag: 'set-up',
    summary: 'Analytics definitions (visit gap, signal thresholds, visitor classes, retention)',
    auth: true,
    params: idParams,
    response: definitionsSchema,
    handler: async ({ auth, params }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_view');
      return readDefinitions(ctx.db, location.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/locations/:id/definitions',
    tag: 'set-up',
    summary: 'Change the analytics definitions (all ten at once); answers the stored values',
    auth: true,
    params: idParams,
    body: definitionsUpdateRequestSchema,
    response: definitionsSchema,
    handler: async ({ auth, params, body }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_edit');
      await writeDefinitions(ctx.db, location.id, body, ctx.now());
      await markRetainedDaysDirty(ctx, {
        id: location.id,
        timeZone: location.timezone,
        retentionDays: body.raw_retention_days,
      });
      return readDefinitions(ctx.db, location.id);
    },
  });
};
