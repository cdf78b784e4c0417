// GET /api/system/reports/{id}/comparison: the comparison report of a saved report (its page is
// /main/comparison-report/{reportId}). Access as the report's results: reports_view on every
// location it covers; another corporation's report is a 404.
import { reportComparisonQuerySchema, reportComparisonSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute, idParams } from '../http/route';
import { computeComparison } from './comparison';
import { reportAccess } from './report-access';

export const comparisonRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/reports/:id/comparison',
    summary:
      "A report's locations side by side and period vs period on the comparison metrics, graded",
    tag: 'Reports',
    auth: true,
    params: idParams,
    query: reportComparisonQuerySchema,
    response: reportComparisonSchema,
    handler: async ({ auth, params, query, request, ctx }) => {
      const access = await reportAccess(ctx, auth, params.id, 'reports_view');
      return computeComparison(ctx, auth, request.log, access, query);
    },
  });
};
