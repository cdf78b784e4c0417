// The analytics definitions of a location (issue 4 item 6, docs/product.md section 11): read with
// locations_view, change with locations_edit. A change applies to new data and to the raw
// detections still in retention: those days are marked dirty and the pipeline reprocesses them.
import { definitionsSchema, definitionsUpdateRequestSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { markRetainedDaysDirty } from '../pipeline/dirty-day-marks';
import { readDefinitions, writeDefinitions } from './definitions-store';
import { locationResource } from '../organisation/location-resource';

export const definitionsRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'set-up');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/definitions',
    summary: 'Analytics definitions (visit gap, signal thresholds, visitor classes, retention)',
    permission: 'locations_view',
    response: definitionsSchema,
    handler: async ({ ctx, found: { location } }) => readDefinitions(ctx.db, location.id),
  });

  onLocation.route({
    method: 'PUT',
    url: '/api/system/locations/:id/definitions',
    summary: 'Change the analytics definitions (all ten at once); answers the stored values',
    permission: 'locations_edit',
    body: definitionsUpdateRequestSchema,
    response: definitionsSchema,
    handler: async ({ body, ctx, found: { location } }) => {
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
