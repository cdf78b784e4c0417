// GET /api/system/locations/{id}/calibration: the location's own calibration against its door
// counters and the estimate its Wi-Fi figures carry (settings, "Accuracy"). Read with
// locations_view; nothing to change: the pipeline refits it as days are processed.
import {
  CALIBRATION_WINDOW_DAYS,
  MIN_CALIBRATION_DAYS,
  MIN_CALIBRATION_WALK_INS,
  estimateFromSummary,
  locationCalibrationSchema,
  resolveEstimate,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { readCalibrationsAround } from './calibration-store';

export const calibrationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/calibration',
    tag: 'set-up',
    summary: 'How sure the Wi-Fi figures are: the calibration against door counters',
    auth: true,
    params: idParams,
    response: locationCalibrationSchema,
    handler: async ({ auth, params }) => {
      const { location } = await locationAccess(ctx, auth, params.id, 'locations_view');
      const { own, fittedAt, similar } = await readCalibrationsAround(ctx.db, location);
      return {
        estimate: estimateFromSummary(resolveEstimate(own, similar)),
        own:
          own && fittedAt
            ? {
                capture_ratio: own.captureRatio,
                band: own.band,
                residual_sd: own.residualSd,
                days_used: own.daysUsed,
                from_date: own.fromDate,
                to_date: own.toDate,
                fitted_at: fittedAt.toISOString(),
              }
            : null,
        window_days: CALIBRATION_WINDOW_DAYS,
        min_days: MIN_CALIBRATION_DAYS,
        min_walk_ins: MIN_CALIBRATION_WALK_INS,
      };
    },
  });
};
