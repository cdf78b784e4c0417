// Business hours of a location (issue 4 item 1): read with locations_businesshours_view, replace
// the week and its exceptions with locations_businesshours_edit.
import { businessHoursSchema, businessHoursUpdateRequestSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute, idParams } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { readBusinessHours, replaceBusinessHours } from './business-hours-store';

export const businessHoursRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/v1/locations/:id/businesshours',
    tag: 'set-up',
    summary: 'Business hours: the week (0 = Monday) and exceptions; the default week until saved',
    auth: true,
    params: idParams,
    response: businessHoursSchema,
    handler: async ({ auth, params }) => {
      const { location } = await locationAccess(
        ctx,
        auth,
        params.id,
        'locations_businesshours_view',
      );
      return readBusinessHours(ctx.db, location.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/api/system/locations/:id/businesshours',
    tag: 'set-up',
    summary: 'Replace the business hours (all 7 weekdays and every exception) in one step',
    auth: true,
    params: idParams,
    body: businessHoursUpdateRequestSchema,
    response: businessHoursSchema,
    handler: async ({ auth, params, body }) => {
      const { location } = await locationAccess(
        ctx,
        auth,
        params.id,
        'locations_businesshours_edit',
      );
      await replaceBusinessHours(ctx.db, location.id, body);
      return readBusinessHours(ctx.db, location.id);
    },
  });
};
