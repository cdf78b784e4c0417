// Whether the pipeline has caught up with a location's data: the local days still waiting to be
// (re)computed. Importers and tests wait for zero before reading analytics.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { pendingDates } from './dirty-day-marks';
import { locationResource } from '../organisation/location-resource';

const pipelineStatusSchema = z.object({
  /** Local days (YYYY-MM-DD) with data the rollups do not include yet. */
  pending_dates: z.array(z.string()),
  pending_days: z.number().int(),
});

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
