// The signed-in person's webhook signing secret: shown so their receiver can check
// X-Footfall-Signature, and replaced on request (the old one stops working at once).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/route';
import { SIGNATURE_HEADER } from './webhook';
import { rotateWebhookSecret, webhookSecretFor } from './webhook-secrets';

export const webhookSecretSchema = z.object({
  secret: z.string(),
  header: z.literal(SIGNATURE_HEADER),
  algorithm: z.literal('HMAC-SHA256'),
});

const answer = (secret: string) => ({
  secret,
  header: SIGNATURE_HEADER as typeof SIGNATURE_HEADER,
  algorithm: 'HMAC-SHA256' as const,
});

export const alertRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/myprofile/webhook-secret',
    tag: 'profile',
    summary: 'The secret your alert webhooks are signed with (HMAC-SHA256 of the raw body)',
    auth: true,
    response: webhookSecretSchema,
    handler: async ({ auth, ctx }) => answer(await webhookSecretFor(ctx, auth.userId)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/system/myprofile/webhook-secret',
    tag: 'profile',
    summary: 'Replace your webhook signing secret',
    auth: true,
    response: webhookSecretSchema,
    handler: async ({ auth, ctx }) => answer(await rotateWebhookSecret(ctx, auth.userId)),
  });
};
