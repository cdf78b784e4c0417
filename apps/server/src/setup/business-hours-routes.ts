// Business hours of a location (issue 4 item 1): read with locations_businesshours_view, replace
// the week and its exceptions with locations_businesshours_edit.
import { businessHoursSchema, businessHoursUpdateRequestSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { readBusinessHours, replaceBusinessHours } from './business-hours-store';
import { locationResource } from '../organisation/location-resource';

export const businessHoursRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'set-up');
  onLocation.route({
    method: 'GET',
    url: '/api/v1/locations/:id/businesshours',
    summary: 'Business hours: the week (0 = Monday) and exceptions; the default week until saved',
    permission: 'locations_businesshours_view',
    response: businessHoursSchema,
    handler: async ({ ctx, found: { location } }) => readBusinessHours(ctx.db, location.id),
  });

  onLocation.route({
    method: 'PUT',
    url: '/api/system/locations/:id/businesshours',
    summary: 'Replace the business hours (all 7 weekdays and every exception) in one step',
    permission: 'locations_businesshours_edit',
    body: businessHoursUpdateRequestSchema,
    response: businessHoursSchema,
    handler: async ({ body, ctx, found: { location } }) => {
      await replaceBusinessHours(ctx.db, location.id, body);
      return readBusinessHours(ctx.db, location.id);
    },
  });
};
