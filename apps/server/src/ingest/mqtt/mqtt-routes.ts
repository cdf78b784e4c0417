// An organisation's MQTT broker connection (GET/PUT/DELETE, corporation-wide API permissions). The
// password is write-only: the API says whether one is saved, never what it is.
import { deletedSchema, mqttConnectionRequestSchema, mqttConnectionSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../http/authenticate';
import { forbidden, notFound } from '../../http/errors';
import { defineRoute, idParams } from '../../http/route';
import { loadUserScope, permissionsInFolder } from '../../organisation/access';
import { corporationOf, grants } from '../../organisation/guards';
import {
  connectionOf,
  deleteConnection,
  saveConnection,
  toApi,
  type ConnectionSettings,
} from './mqtt-connections';

/** The caller's corporation-wide permissions there (404 for a corporation they are not in). */
async function corporationPermissions(ctx: AppContext, auth: AuthContext, corporationId: number) {
  const scope = auth.scope ?? (await loadUserScope(ctx, auth.userId));
  corporationOf(scope, corporationId);
  return permissionsInFolder(scope, corporationId, null);
}

export const mqttRoutes: FastifyPluginAsync = async (app) => {
  const url = '/api/system/corporations/:id/mqtt';
  defineRoute(app, {
    method: 'GET',
    url,
    tag: 'keys',
    summary:
      "The organisation's MQTT broker connection and its state; null when none (needs corporations_api_view across the organisation)",
    auth: true,
    params: idParams,
    response: mqttConnectionSchema.nullable(),
    handler: async ({ auth, params, ctx }) => {
      const permissions = await corporationPermissions(ctx, auth, params.id);
      if (!grants(permissions, 'corporations_api_view')) throw forbidden();
      const row = await connectionOf(ctx, params.id);
      return row ? toApi(row) : null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url,
    tag: 'keys',
    summary:
      'Connect to an MQTT broker: URL, credentials, topic filters (needs corporations_api_edit across the organisation); the subscriber reconnects within seconds',
    auth: true,
    params: idParams,
    body: mqttConnectionRequestSchema,
    response: mqttConnectionSchema,
    handler: async ({ auth, params, body, ctx }) => {
      const permissions = await corporationPermissions(ctx, auth, params.id);
      if (!grants(permissions, 'corporations_api_edit')) throw forbidden();
      const now = ctx.now();
      const settings: ConnectionSettings = {
        brokerUrl: body.broker_url,
        username: body.username || null,
        ...(body.password !== undefined ? { password: body.password || null } : {}),
        topics: [...new Set(body.topics)],
        enabled: body.enabled,
        configuredAt: now,
        state: 'connecting',
      };
      const row = await saveConnection(ctx.db, params.id, settings);
      if (!row) throw notFound("The organisation's MQTT connection");
      return toApi(row);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url,
    tag: 'keys',
    summary:
      "Disconnect from the organisation's MQTT broker and forget its settings (needs corporations_api_edit across the organisation)",
    auth: true,
    params: idParams,
    response: deletedSchema,
    handler: async ({ auth, params, ctx }) => {
      const permissions = await corporationPermissions(ctx, auth, params.id);
      if (!grants(permissions, 'corporations_api_edit')) throw forbidden();
      return { deleted: await deleteConnection(ctx.db, params.id) };
    },
  });
};
