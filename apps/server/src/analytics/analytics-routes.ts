// The analytics API (docs/product.md section 11, docs/analytics-api.md): one module per endpoint
// under ./, all answering from the hourly rollups (and stored visits), never from raw detections.
import {
  analyticsQuerySchema,
  connectivityResponseSchema,
  doorCounterResponseSchema,
  dwellAreasResponseSchema,
  dwellGroupAreasResponseSchema,
  footTrafficResponseSchema,
  heatmapPageSchema,
  heatmapQuerySchema,
  interactionsResponseSchema,
  profileQualifiersResponseSchema,
  scoresResponseSchema,
  visitDurationResponseSchema,
} from '@footfall/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { defineRoute, idParams } from '../http/route';
import { connectivity } from './connectivity';
import { doorCounter } from './door-counter';
import { dwellAreas, dwellGroupAreas } from './dwell-areas';
import { footTraffic } from './foot-traffic';
import { heatmapPage } from './heatmap';
import { interactions } from './interactions';
import { definePagedRoute } from './page-route';
import { profileQualifiers } from './profile-qualifiers';
import { scores } from './scores';
import { analyticsScope, type AnalyticsScope, type ScopeOptions } from './scope';
import { visitDuration } from './visit-duration';

type Endpoint<R extends z.ZodType> = {
  name: string;
  summary: string;
  response: R;
  answer: (scope: AnalyticsScope) => Promise<z.input<R>>;
  options?: ScopeOptions;
};

function register<R extends z.ZodType>(app: FastifyInstance, endpoint: Endpoint<R>) {
  defineRoute(app, {
    method: 'GET',
    url: `/api/v1/locations/:id/${endpoint.name}`,
    tag: 'analytics',
    summary: endpoint.summary,
    auth: true,
    allowShareToken: true,
    params: idParams,
    query: analyticsQuerySchema,
    response: endpoint.response,
    handler: async ({ auth, params, query, request, ctx }) => {
      const scope = await analyticsScope(
        ctx,
        auth,
        request.log,
        params.id,
        query,
        endpoint.options,
      );
      return endpoint.answer(scope);
    },
  });
}

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  register(app, {
    name: 'foot-traffic',
    summary: 'Walk-bys, visitors, engagement, dwell per bucket, totals and busiest hours',
    response: footTrafficResponseSchema,
    answer: footTraffic,
    options: { areaApplies: true },
  });
  register(app, {
    name: 'door-counter',
    summary: 'Walk-ins, walk-outs, traffic and peak occupancy per bucket (door counters)',
    response: doorCounterResponseSchema,
    answer: doorCounter,
  });
  register(app, {
    name: 'dwell-areas',
    summary: 'Visitors and dwell per area',
    response: dwellAreasResponseSchema,
    answer: dwellAreas,
    options: { areaApplies: true },
  });
  register(app, {
    name: 'dwell-group-areas',
    summary: 'Visitors and dwell per area group',
    response: dwellGroupAreasResponseSchema,
    answer: dwellGroupAreas,
  });
  register(app, {
    name: 'visit-duration',
    summary: 'Distribution, mean and median of visit durations',
    response: visitDurationResponseSchema,
    answer: visitDuration,
    options: { areaApplies: true },
  });
  register(app, {
    name: 'interactions',
    summary: 'Area-to-area transitions (customer journey)',
    response: interactionsResponseSchema,
    answer: interactions,
    options: { areaApplies: true },
  });
  register(app, {
    name: 'connectivity',
    summary: "Gateways' online state, heartbeats, detections, uptime and gaps",
    response: connectivityResponseSchema,
    answer: connectivity,
    // Gateway serials and names: the sensors page's permission.
    options: { areaApplies: true, permission: 'locations_sensors_' },
  });
  register(app, {
    name: 'scores',
    summary: "Attraction, engagement, dwell and FQV graded against the corporation's peers",
    response: scoresResponseSchema,
    answer: scores,
  });
  register(app, {
    name: 'profile-qualifiers',
    summary: 'New and returning visitors, randomized share and visit frequency',
    response: profileQualifiersResponseSchema,
    answer: profileQualifiers,
  });
  definePagedRoute(app, {
    url: '/api/v1/locations/:id/heatmap',
    tag: 'analytics',
    summary: 'Position counts per 1 m floor-plan cell, paginated (follow next_url)',
    params: idParams,
    query: heatmapQuerySchema,
    response: heatmapPageSchema,
    handler: async ({ auth, params, query, request, ctx }) => {
      const scope = await analyticsScope(ctx, auth, request.log, params.id, query);
      const page = await heatmapPage(scope, query, request.url);
      return {
        ...page,
        description: { start_date: scope.window.start, end_date: scope.window.end },
      };
    },
  });
};
