// Whether the pipeline has caught up with a location's data: the local days still waiting to be
// (re)computed. Importers and tests wait for zero before reading analytics; the dashboards say
// when days they show are still waiting (web: pending-days-notice.tsx).
import { pipelineStatusSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { pendingDates } from './dirty-day-marks';
import { locationResource } from '../organisation/location-resource';

export const pipelineStatusRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'analytics');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/pipeline-status',
    summary: "The location's local days still waiting for the pipeline (0 when caught up)",
    response: pipelineStatusSchema,
    handler: async ({ ctx, found: { location } }) => {
      const dates = await pendingDates(ctx.db, location.id);
      return { pending_dates: dates, pending_days: dates.length };
    },
  });
};
