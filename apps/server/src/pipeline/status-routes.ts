// Whether the pipeline has caught up with a location's data: the local days still waiting to be
// (re)computed. Importers and tests wait for zero before reading analytics.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { pendingDates } from './dirty-day-marks';

const pipelineStatusSchema = z.object({
  /** Local days (YYYY-MM-DD) with data the rollups do not include yet. */
  pending_dates: z.array(z.string()),
  pending_days: z.number().int(),
});

export const pipelineStatusRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/pipeline-status',
    tag: 'analytics',
    summary: "The location's local days still waiting for the pipeline (0 when caught up)",
    auth: true,
    params: idParams,
    response: pipelineStatusSchema,
    handler: async ({ auth, params }) => {
      const { location } = await locationAccess(ctx, auth, params.id);
      const dates = await pendingDates(ctx.db, location.id);
      return { pending_dates: dates, pending_days: dates.length };
    },
  });
};
