// Per person and location: which alerts (sensor offline, daily summary, traffic drop) they get,
// by e-mail and/or webhook. Everyone sets their own; managers set anyone's.
import {
  notificationSettingSchema,
  notificationUpdateRequestSchema,
  locationUserParams,
  type NotificationSetting,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { forbidden, notFound } from '../http/errors';
import type { LocationRow } from '../organisation/location-store';
import { usersWithAccess } from './location-users';
import { listNotificationSettings, saveNotificationSetting } from './notification-store';
import { DEFAULT_ALERTS } from '../alerts/alert-defaults';
import { idOut } from '../db/ids';
import { idsIn } from '../http/route';
import { locationResource } from '../organisation/location-resource';

/** A new person hears about broken sensors and traffic drops by e-mail; summaries are opt-in. */
async function settingsFor(
  ctx: AppContext,
  location: LocationRow,
  callerId: number,
  everyone: boolean,
) {
  const people = (await usersWithAccess(ctx, location, callerId)).filter(
    (p) => everyone || p.is_you,
  );
  const rows = await listNotificationSettings(ctx.db, location.id);
  return people.map((person): NotificationSetting => {
    const row = rows.find((r) => idOut(r.userId) === person.user_id);
    return {
      user_id: person.user_id,
      email: person.email,
      first_name: person.first_name,
      last_name: person.last_name,
      alerts: row
        ? {
            sensor_offline: row.sensorOffline,
            daily_summary: row.dailySummary,
            traffic_drop: row.trafficDrop,
          }
        : { ...DEFAULT_ALERTS },
      by_email: row?.byEmail ?? true,
      webhook_url: row?.webhookUrl ?? null,
      is_you: person.is_you,
    };
  });
}

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'people');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/notifications',
    summary: 'Alert settings: your own, or everyone’s with locations_users_invite',
    response: z.array(notificationSettingSchema),
    handler: async ({ auth, ctx, found: { location, permissions } }) =>
      settingsFor(ctx, location, auth.userId, permissions.has('locations_users_invite')),
  });

  onLocation.route({
    method: 'PUT',
    url: '/api/system/locations/:id/notifications/:userId',
    summary: "Change a person's alert settings",
    params: idsIn(locationUserParams),
    body: notificationUpdateRequestSchema,
    response: notificationSettingSchema,
    handler: async ({ auth, params, body, ctx, found: { location, permissions } }) => {
      if (params.userId !== auth.userId && !permissions.has('locations_users_invite'))
        throw forbidden();
      const values = {
        sensorOffline: body.alerts.sensor_offline,
        dailySummary: body.alerts.daily_summary,
        trafficDrop: body.alerts.traffic_drop,
        byEmail: body.by_email,
        webhookUrl: body.webhook_url ?? null,
      };
      const everyone = await settingsFor(ctx, location, auth.userId, true);
      if (!everyone.some((s) => s.user_id === idOut(params.userId))) throw notFound('The person');
      await saveNotificationSetting(ctx.db, params.userId, location.id, values);
      const [updated] = (await settingsFor(ctx, location, auth.userId, true)).filter(
        (s) => s.user_id === idOut(params.userId),
      );
      if (!updated) throw notFound('The person');
      return updated;
    },
  });
};
