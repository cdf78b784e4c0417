// Ingest: detections, door counts, counting-gateway aggregates and heartbeats (docs/ingest.md).
// Authenticated by the location's API key in an onRequest hook of this scope (not a session), so
// the routes are declared with auth: false and still appear in the OpenAPI document.
import {
  INGEST_BODY_LIMIT_BYTES,
  detectionsBatchSchema,
  doorCountsBatchSchema,
  gatewayCountsBatchSchema,
  heartbeatSchema,
  ingestAckSchema,
} from '@footfall/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../http/route';
import { authenticateIngestKey, decorateIngestCaller, ingestCaller } from './api-key-auth';
import { storeBatch } from './batch-store';
import { storeDoorCounts, storeGatewayCounts } from './count-batches';
import { registerDeviceSetupRoute } from './device-setup-route';
import { resolveGateway } from './hardware-resolution';
import {
  recordFirmware,
  storeGatewayDetections,
  touchSensor,
  upsertHeartbeat,
  type DetectionRows,
} from './sensor-data-writes';
import { checkItemTimes } from './time-window';

const KEY_NOTE = "Authorization: Bearer <the location's API key>";
const common = {
  tag: 'ingest',
  auth: false,
  bodyLimit: INGEST_BODY_LIMIT_BYTES,
  response: ingestAckSchema,
} as const;

/** A heartbeat without batch_id: the same gateway and ts is the same heartbeat. */
export const heartbeatBatchId = (gateway: string, ts: number) => `hb:${gateway}:${ts}`;

export const ingestRoutes: FastifyPluginAsync = async (app) => {
  decorateIngestCaller(app);
  void app.register(async (scope) => {
    scope.addHook('onRequest', (request) => authenticateIngestKey(app.appContext, request));
    registerBatchRoutes(scope);
    registerDeviceSetupRoute(scope);
  });
};

function registerBatchRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/ingest/detections',
    summary: `A gateway's detections (hashed device ids; at most 10,000 per batch). ${KEY_NOTE}`,
    body: detectionsBatchSchema,
    handler: async ({ body, request, ctx }) => {
      const caller = ingestCaller(request);
      const items = body.detections;
      const rows: DetectionRows = { ts: [], device: [], rssi: [], randomized: [], seq: [] };
      for (const item of items) {
        rows.ts.push(item.ts);
        rows.device.push(item.device);
        rows.rssi.push(item.rssi);
        rows.randomized.push(item.randomized);
        rows.seq.push(item.seq ?? null);
      }
      checkItemTimes({
        list: 'detections',
        field: 'ts',
        values: rows.ts,
        now: ctx.now(),
        retentionDays: caller.rawRetentionDays,
      });
      const head = { batchId: body.batch_id, kind: 'detections', itemCount: items.length } as const;
      return storeBatch(ctx, caller, head, async (tx, days) => {
        const sensorId = await resolveGateway(tx, caller, body.gateway);
        const to = { locationId: caller.locationId, sensorId };
        await storeGatewayDetections(tx, to, rows, days, ctx.now());
      });
    },
  });

  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/ingest/door-counts',
    summary: `A door counter's in/out per interval; a re-sent interval replaces the earlier one. ${KEY_NOTE}`,
    body: doorCountsBatchSchema,
    handler: ({ body, ctx, request }) => storeDoorCounts(ctx, ingestCaller(request), body),
  });

  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/ingest/counts',
    summary: `A counting gateway's passers-by per interval; a re-sent interval replaces the earlier one. ${KEY_NOTE}`,
    body: gatewayCountsBatchSchema,
    handler: ({ body, ctx, request }) => storeGatewayCounts(ctx, ingestCaller(request), body),
  });

  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/ingest/heartbeat',
    summary: `A gateway's heartbeat (firmware, uptime); batch_id optional. ${KEY_NOTE}`,
    body: heartbeatSchema,
    handler: async ({ body, request, ctx }) => {
      const caller = ingestCaller(request);
      checkItemTimes({
        list: null,
        field: 'ts',
        values: [body.ts],
        now: ctx.now(),
        retentionDays: caller.rawRetentionDays,
      });
      const batchId = body.batch_id ?? heartbeatBatchId(body.gateway, body.ts);
      const head = { batchId, kind: 'heartbeat', itemCount: 1 } as const;
      return storeBatch(ctx, caller, head, async (tx, days) => {
        const sensorId = await resolveGateway(tx, caller, body.gateway);
        const beat = { ts: body.ts, uptimeS: body.uptime_s, firmware: body.firmware };
        const gateway = { locationId: caller.locationId, sensorId };
        await upsertHeartbeat(tx, gateway, beat);
        await recordFirmware(tx, gateway, body.ts, body.firmware);
        await touchSensor(tx, sensorId, body.ts, ctx.now());
        days.addInstant(body.ts);
      });
    },
  });
}
