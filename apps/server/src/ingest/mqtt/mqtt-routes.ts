// An organisation's MQTT broker connection (GET/PUT/DELETE, corporation-wide API permissions) and
// a location's three ways in with when each last brought data (settings > sensors, "Connect
// hardware"). The password is write-only: the API says whether one is saved, never what it is.
import { randomBytes } from 'node:crypto';
import {
  deletedSchema,
  locationConnectionsSchema,
  mqttConnectionRequestSchema,
  mqttConnectionSchema,
  mqttLocationTopics,
  type MqttConnection,
} from '@footfall/core';
import { and, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { apiKeys, ingestBatches, merakiReceivers, mqttConnections } from '../../db/schema';
import type { AuthContext } from '../../http/authenticate';
import { forbidden, notFound } from '../../http/errors';
import { defineRoute, idParams } from '../../http/route';
import { loadUserScope, permissionsInFolder } from '../../organisation/access';
import { corporationOf, grants, locationAccess } from '../../organisation/guards';
import type { IngestSource } from '../batch-store';

type ConnectionRow = typeof mqttConnections.$inferSelect;

function toApi(row: ConnectionRow): MqttConnection {
  return {
    broker_url: row.brokerUrl,
    username: row.username,
    has_password: row.password !== null && row.password !== '',
    topics: row.topics,
    enabled: row.enabled,
    state: row.enabled ? (row.state as MqttConnection['state']) : 'off',
    last_connected_at: row.lastConnectedAt?.toISOString() ?? null,
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
    messages_stored: row.messagesStored,
    messages_dropped: row.messagesDropped,
    last_error: row.lastError,
    last_error_at: row.lastErrorAt?.toISOString() ?? null,
  };
}

/** The caller's corporation-wide permissions there (404 for a corporation they are not in). */
async function corporationPermissions(ctx: AppContext, auth: AuthContext, corporationId: number) {
  const scope = auth.scope ?? (await loadUserScope(ctx, auth.userId));
  corporationOf(scope, corporationId);
  return permissionsInFolder(scope, corporationId, null);
}

async function connectionOf(ctx: AppContext, corporationId: number) {
  const [row] = await ctx.db
    .select()
    .from(mqttConnections)
    .where(eq(mqttConnections.corporationId, corporationId));
  return row ?? null;
}

export function registerMqttRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/api/system/corporations/:id/mqtt';
  defineRoute(app, ctx, {
    method: 'GET',
    url,
    tag: 'keys',
    summary:
      "The organisation's MQTT broker connection and its state; null when none (needs corporations_api_view across the organisation)",
    auth: true,
    params: idParams,
    response: mqttConnectionSchema.nullable(),
    handler: async ({ auth, params }) => {
      const permissions = await corporationPermissions(ctx, auth, params.id);
      if (!grants(permissions, 'corporations_api_view')) throw forbidden();
      const row = await connectionOf(ctx, params.id);
      return row ? toApi(row) : null;
    },
  });

  defineRoute(app, ctx, {
    method: 'PUT',
    url,
    tag: 'keys',
    summary:
      'Connect to an MQTT broker: URL, credentials, topic filters (needs corporations_api_edit across the organisation); the subscriber reconnects within seconds',
    auth: true,
    params: idParams,
    body: mqttConnectionRequestSchema,
    response: mqttConnectionSchema,
    handler: async ({ auth, params, body }) => {
      const permissions = await corporationPermissions(ctx, auth, params.id);
      if (!grants(permissions, 'corporations_api_edit')) throw forbidden();
      const now = ctx.now();
      const settings = {
        brokerUrl: body.broker_url,
        username: body.username || null,
        ...(body.password !== undefined ? { password: body.password || null } : {}),
        topics: [...new Set(body.topics)],
        enabled: body.enabled,
        configuredAt: now,
        state: 'connecting',
      };
      const [row] = await ctx.db
        .insert(mqttConnections)
        .values({
          corporationId: params.id,
          clientId: `footfall-${params.id}-${randomBytes(6).toString('hex')}`,
          password: null,
          ...settings,
        })
        .onConflictDoUpdate({ target: mqttConnections.corporationId, set: settings })
        .returning();
      if (!row) throw notFound("The organisation's MQTT connection");
      return toApi(row);
    },
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url,
    tag: 'keys',
    summary:
      "Disconnect from the organisation's MQTT broker and forget its settings (needs corporations_api_edit across the organisation)",
    auth: true,
    params: idParams,
    response: deletedSchema,
    handler: async ({ auth, params }) => {
      const permissions = await corporationPermissions(ctx, auth, params.id);
      if (!grants(permissions, 'corporations_api_edit')) throw forbidden();
      const gone = await ctx.db
        .delete(mqttConnections)
        .where(eq(mqttConnections.corporationId, params.id))
        .returning({ id: mqttConnections.corporationId });
      return { deleted: gone.length > 0 };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/system/locations/:id/connections',
    tag: 'keys',
    summary:
      "The location's ways in (ingest API, Meraki, MQTT) and when each last brought data (needs corporations_api_view)",
    auth: true,
    params: idParams,
    response: locationConnectionsSchema,
    handler: async ({ auth, params }) => {
      const { location, scope } = await locationAccess(
        ctx,
        auth,
        params.id,
        'corporations_api_view',
      );
      const lastFrom = async (source: IngestSource) => {
        const [row] = await ctx.db
          .select({ at: max(ingestBatches.receivedAt) })
          .from(ingestBatches)
          .where(and(eq(ingestBatches.locationId, location.id), eq(ingestBatches.source, source)));
        return row?.at?.toISOString() ?? null;
      };
      const [key] = await ctx.db
        .select({ one: sql<number>`1` })
        .from(apiKeys)
        .where(eq(apiKeys.locationId, location.id));
      const [meraki] = await ctx.db
        .select()
        .from(merakiReceivers)
        .where(eq(merakiReceivers.locationId, location.id));
      const connection = await connectionOf(ctx, location.corporationId);
      const organisationWide = permissionsInFolder(scope, location.corporationId, null);
      return {
        api: {
          ingest_url: `${ctx.config.publicUrl}/api/v1/ingest`,
          has_key: key !== undefined,
          last_received_at: await lastFrom('api'),
        },
        meraki: {
          receiver_url: `${ctx.config.publicUrl}/api/v1/ingest/meraki/${location.id}`,
          validator_set: meraki !== undefined,
          last_received_at: meraki?.lastPostAt?.toISOString() ?? null,
        },
        mqtt: {
          corporation_id: String(location.corporationId),
          connection: connection ? toApi(connection) : null,
          can_edit: grants(organisationWide, 'corporations_api_edit'),
          topics: mqttLocationTopics(location.id),
          last_received_at: await lastFrom('mqtt'),
        },
      };
    },
  });
}
