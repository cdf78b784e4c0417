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
import { readCalibrationsAround } from './calibration-store';
import { locationResource } from '../organisation/location-resource';

export const calibrationRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'set-up');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/calibration',
    summary: 'How sure the Wi-Fi figures are: the calibration against door counters',
    permission: 'locations_view',
    response: locationCalibrationSchema,
    handler: async ({ ctx, found: { location } }) => {
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
