// A location's API key (for sensor ingest; stored hashed, shown once) and read-only share tokens.
import {
  apiKeyRotateRequestSchema,
  apiKeySchema,
  shareTokenRequestSchema,
  shareTokenSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { randomToken } from '../auth/tokens';
import { locationResource } from '../organisation/location-resource';
import { API_KEY_PREFIX, findApiKey, rotateApiKey } from './api-key-store';
import { insertShareToken } from './share-token-store';
import { idOut } from '../db/ids';

const mask = (lastFour: string) => `${API_KEY_PREFIX}${'•'.repeat(8)}${lastFour}`;

export const keyRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'keys');
  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/api-key',
    summary: "The location's API key, masked (needs corporations_api_view)",
    permission: 'corporations_api_view',
    response: apiKeySchema,
    handler: async ({ ctx, found: { location } }) => {
      const key = await findApiKey(ctx.db, location.id);
      return {
        api_key: key ? mask(key.lastFour) : null,
        masked: true,
        created_at: key?.createdAt.toISOString() ?? null,
      };
    },
  });

  onLocation.route({
    method: 'PUT',
    url: '/api/system/locations/:id/api-key',
    summary:
      'Rotate the API key: {"api_key": "new"}; the answer is the only time it is shown in full',
    permission: 'corporations_api_edit',
    body: apiKeyRotateRequestSchema,
    response: apiKeySchema,
    handler: async ({ auth, ctx, found: { location } }) => {
      const { key, createdAt } = await rotateApiKey(ctx.db, location.id, {
        userId: auth.userId,
        at: ctx.now(),
      });
      return { api_key: key, masked: false, created_at: createdAt.toISOString() };
    },
  });

  onLocation.route({
    method: 'POST',
    url: '/api/v1/locations/:id/token',
    summary: 'A read-only token for one location, for shared views (needs reports_edit)',
    permission: 'reports_edit',
    status: 201,
    body: shareTokenRequestSchema,
    response: shareTokenSchema,
    handler: async ({ auth, body, ctx, found: { location } }) => {
      const token = randomToken();
      const expiresAt = new Date(ctx.now().getTime() + body.expires_in_days * 24 * 3600_000);
      await insertShareToken(ctx.db, token, {
        userId: auth.userId,
        locationId: location.id,
        expiresAt,
      });
      return { token, expires_at: expiresAt.toISOString(), location_id: idOut(location.id) };
    },
  });
};
