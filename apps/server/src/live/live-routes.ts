// Live stream (server-sent events): GET /api/v1/locations/{id}/live sends a `snapshot` event at
// once, again about a second after the pipeline reports new rollups for the location (bursts
// are merged), and at least every 30 s (so a worker in another process is seen too), with
// keep-alive comments between. The web reads it with fetch (the token in the Authorization
// header); a shared read-only link's `?token=` is accepted too.
import {
  availableMetrics,
  liveQuerySchema,
  liveSnapshotSchema,
  unavailableMetrics,
  type LiveSnapshot,
  type ServiceTier,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { servicesOf } from '../hardware/hardware-access';
import { authenticate } from '../http/authenticate';
import { documentRoute, idParams, parseInput as parse } from '../http/route';
import { locationAccess } from '../organisation/guards';
import { liveSnapshot, type LiveTarget } from './live-snapshot';

export const LIVE_DEBOUNCE_MS = 1000;
export const LIVE_REFRESH_MS = 30_000;
export const LIVE_KEEP_ALIVE_MS = 15_000;

const snapshotEvent = (snapshot: LiveSnapshot) =>
  `event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`;

export const liveRoutes: FastifyPluginAsync = async (app) => {
  // Open streams end when the server shuts down (they would otherwise hold it open).
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of openStreams) close();
  });

  const documented = documentRoute(app, {
    method: 'GET',
    url: '/api/v1/locations/:id/live',
    summary: 'Live counts (text/event-stream of `snapshot` events; the payload below is one event)',
    tag: 'live',
    auth: true,
    allowShareToken: true,
    params: idParams,
    query: liveQuerySchema,
    response: liveSnapshotSchema,
    status: 200,
    stream: true,
  });
  app.get('/api/v1/locations/:id/live', documented, async (request, reply) => {
    // Who is asking comes first, as on every other route: no token is 401 whatever else is wrong.
    const auth = await authenticate(app.appContext, request, true);
    const params = parse(idParams, request.params);
    parse(liveQuerySchema, request.query);
    const { location } = await locationAccess(app.appContext, auth, params.id, 'locations_view');
    const services = await servicesOf(app.appContext, location.id);
    const tier = {
      service: location.service as ServiceTier,
      tag_services: services.tag,
      sensor_services: services.sensor,
    };
    const target: LiveTarget = {
      locationId: location.id,
      timeZone: location.timezone,
      offered: new Set(availableMetrics(tier)),
      unavailable: unavailableMetrics(tier),
    };
    // Computed before the stream opens, so a failure still answers as a JSON error.
    const first = await liveSnapshot(app.appContext, request.log, target);

    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    stream.write(snapshotEvent(first));

    let closed = false;
    let pending: NodeJS.Timeout | null = null;
    const refresh = async () => {
      pending = null;
      try {
        const snapshot = await liveSnapshot(app.appContext, request.log, target);
        if (!closed) stream.write(snapshotEvent(snapshot));
      } catch (error) {
        request.log.warn({ err: error }, 'live snapshot failed');
      }
    };
    const unsubscribe = app.appContext.pipeline.onProcessed((locationId) => {
      if (locationId !== target.locationId || pending) return;
      pending = setTimeout(() => void refresh(), LIVE_DEBOUNCE_MS);
    });
    const periodic = setInterval(() => void refresh(), LIVE_REFRESH_MS);
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), LIVE_KEEP_ALIVE_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      clearInterval(periodic);
      clearInterval(keepAlive);
      if (pending) clearTimeout(pending);
      openStreams.delete(close);
      stream.end();
    };
    openStreams.add(close);
    request.raw.on('close', close);
  });
};
