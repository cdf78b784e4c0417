// A location's three ways in (the ingest API, Cisco Meraki, the organisation's MQTT broker) with
// what to enter where and when each last brought data: settings > sensors, "Connect hardware".
import { locationConnectionsSchema, mqttLocationTopics } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { findApiKey } from '../keys/api-key-store';
import { permissionsInFolder } from '../organisation/access';
import { grants } from '../organisation/guards';
import { lastBatchAt, type IngestSource } from './batch-store';
import { findMerakiReceiver } from './meraki-receiver-store';
import { receiverUrl } from './meraki-receiver';
import { connectionOf, toApi } from './mqtt/mqtt-connections';
import { idOut } from '../db/ids';
import { locationResource } from '../organisation/location-resource';

export const connectionsRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'keys');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/connections',
    summary:
      "The location's ways in (ingest API, Meraki, MQTT) and when each last brought data (needs corporations_api_view)",
    permission: 'corporations_api_view',
    response: locationConnectionsSchema,
    handler: async ({ ctx, found: { location, scope } }) => {
      const lastFrom = async (source: IngestSource) =>
        (await lastBatchAt(ctx.db, location.id, source))?.toISOString() ?? null;
      const [key, meraki, connection, lastApi, lastMqtt] = await Promise.all([
        findApiKey(ctx.db, location.id),
        findMerakiReceiver(ctx.db, location.id),
        connectionOf(ctx, location.corporationId),
        lastFrom('api'),
        lastFrom('mqtt'),
      ]);
      const organisationWide = permissionsInFolder(scope, location.corporationId, null);
      return {
        api: {
          ingest_url: `${ctx.config.publicUrl}/api/v1/ingest`,
          has_key: key !== undefined,
          last_received_at: lastApi,
          refused_old_key:
            key && key.refusedCount > 0 && key.lastRefusedAt
              ? {
                  count: key.refusedCount,
                  last_at: key.lastRefusedAt.toISOString(),
                  last_from: key.lastRefusedFrom ?? '',
                  replaced_at: key.createdAt.toISOString(),
                }
              : null,
        },
        meraki: {
          receiver_url: receiverUrl(ctx, location.id),
          validator_set: meraki !== undefined,
          last_received_at: meraki?.lastPostAt?.toISOString() ?? null,
        },
        mqtt: {
          corporation_id: idOut(location.corporationId),
          connection: connection ? toApi(connection) : null,
          can_edit: grants(organisationWide, 'corporations_api_edit'),
          topics: mqttLocationTopics(location.id),
          last_received_at: lastMqtt,
        },
      };
    },
  });
};
