// Cisco Meraki Scanning API v3 receiver, one per location (docs/connectors.md): Meraki GETs the
// URL and expects the validator its dashboard shows; it then POSTs observations with the shared
// secret, which is the location's API key. Client MACs are hashed with the corporation's device
// secret before anything is stored; each RSSI record becomes a detection of the access point that
// heard it (access points register as gateways), so the pipeline treats Meraki data like any
// other. A repeated post (Meraki retries) is the same batch and counts once.
import { createHash } from 'node:crypto';
import {
  INGEST_BODY_LIMIT_BYTES,
  ingestAckSchema,
  isLocallyAdministeredMac,
  merakiReceiverRequestSchema,
  merakiReceiverSchema,
  merakiScanningPostSchema,
  normalizeSerial,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { defineRoute, idParams } from '../http/route';
import { ApiError, notFound } from '../http/errors';
import { locationAccess } from '../organisation/guards';
import { noteReplacedKey } from '../keys/api-key-store';
import { callerByKey } from './api-key-auth';
import { storeBatch } from './batch-store';
import { resolveGateway } from './hardware-resolution';
import { storeGatewayDetections, type DetectionRows } from './sensor-data-writes';
import {
  corporationDeviceSecret,
  findMerakiReceiver,
  noteMerakiPost,
  saveMerakiValidator,
} from './meraki-receiver-store';
import { merakiDeviceId, receiverUrl } from './meraki-receiver';
import { checkItemTimes } from './time-window';

export const merakiRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v1/ingest/meraki/:id',
    tag: 'ingest',
    summary: "Meraki's validation request: answers the validator entered for the location",
    auth: false,
    params: idParams,
    envelope: 'text',
    response: z.string(),
    handler: async ({ params, ctx }) => {
      const receiver = await findMerakiReceiver(ctx.db, params.id);
      if (!receiver) throw notFound('The Meraki receiver');
      return receiver.validator;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v1/ingest/meraki/:id',
    tag: 'ingest',
    summary:
      "Meraki Scanning API v3 observations (WiFi or Bluetooth); the secret is the location's API key",
    auth: false,
    params: idParams,
    bodyLimit: INGEST_BODY_LIMIT_BYTES,
    body: merakiScanningPostSchema,
    response: ingestAckSchema,
    handler: async ({ params, body, request, ctx }) => {
      const caller = await callerByKey(ctx, body.secret);
      if (
        !caller &&
        (await noteReplacedKey(ctx.db, body.secret, { at: ctx.now(), from: request.ip }))
      )
        throw new ApiError(
          'PermissionException',
          "The secret is the location's replaced API key: enter its new key in Meraki's dashboard",
        );
      if (!caller || caller.locationId !== params.id)
        throw new ApiError('PermissionException', "The secret is not this location's API key");
      const deviceSecret = await corporationDeviceSecret(ctx.db, caller.corporationId);
      if (deviceSecret === undefined) throw notFound('The corporation');

      // One set of rows per access point that heard something.
      const byAccessPoint = new Map<string, DetectionRows>();
      let items = 0;
      for (const observation of body.data.observations) {
        const device = merakiDeviceId(deviceSecret, observation.clientMac);
        const randomized = isLocallyAdministeredMac(observation.clientMac);
        for (const seen of observation.locations) {
          for (const record of seen.rssiRecords) {
            const serial = normalizeSerial(record.apMac) ?? record.apMac.toUpperCase();
            let rows = byAccessPoint.get(serial);
            if (!rows) {
              rows = { ts: [], device: [], rssi: [], randomized: [], seq: [] };
              byAccessPoint.set(serial, rows);
            }
            rows.ts.push(seen.time);
            rows.device.push(device);
            // Meraki reports RSSI as dBm (negative) or, in older firmware, as a positive margin.
            rows.rssi.push(Math.max(-127, Math.min(0, Math.round(record.rssi))));
            rows.randomized.push(randomized);
            rows.seq.push(null);
            items += 1;
          }
        }
      }
      const batchId = `meraki:${createHash('sha256')
        .update(JSON.stringify([params.id, body.type, body.data]))
        .digest('hex')}`;
      if (items > 0)
        checkItemTimes({
          list: 'observations',
          field: 'time',
          values: [...byAccessPoint.values()].flatMap((rows) => rows.ts),
          now: ctx.now(),
          retentionDays: caller.rawRetentionDays,
        });
      // A post that was accepted (even an empty one) shows the link works; a refused one does not.
      await noteMerakiPost(ctx.db, caller.locationId, ctx.now());
      if (items === 0) return { batch_id: batchId, accepted: 0, duplicate: false };
      const head = { batchId, kind: 'meraki', itemCount: items, source: 'meraki' } as const;
      return storeBatch(ctx, caller, head, async (tx, days) => {
        for (const [serial, rows] of byAccessPoint) {
          const sensorId = await resolveGateway(tx, caller, serial);
          const to = { locationId: caller.locationId, sensorId };
          await storeGatewayDetections(tx, to, rows, days, ctx.now());
        }
      });
    },
  });

  for (const method of ['GET', 'PUT'] as const) {
    defineRoute(app, {
      method,
      url: '/api/system/locations/:id/meraki',
      tag: 'keys',
      summary:
        method === 'GET'
          ? "The location's Meraki receiver: the URL to enter in Meraki and the validator (needs corporations_api_view)"
          : 'Set the validator Meraki shows for the network (needs corporations_api_edit)',
      auth: true,
      params: idParams,
      ...(method === 'PUT' ? { body: merakiReceiverRequestSchema } : {}),
      response: merakiReceiverSchema,
      handler: async ({ auth, params, body, ctx }) => {
        const permission = method === 'GET' ? 'corporations_api_view' : 'corporations_api_edit';
        const { location } = await locationAccess(ctx, auth, params.id, permission);
        const validator = (body as { validator?: string } | undefined)?.validator;
        if (validator !== undefined)
          await saveMerakiValidator(ctx.db, location.id, validator, ctx.now());
        const receiver = await findMerakiReceiver(ctx.db, location.id);
        return {
          receiver_url: receiverUrl(ctx, location.id),
          validator: receiver?.validator ?? null,
          last_post_at: receiver?.lastPostAt?.toISOString() ?? null,
        };
      },
    });
  }
};
