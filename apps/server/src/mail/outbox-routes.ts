// GET /api/dev/outbox: the mail written without SMTP, on demo servers only (404 otherwise). It
// holds invitation links and their codes, so it needs the login of an owner of a corporation and
// shows only mail to that corporation's people and invitees: an invitee's code never reaches
// anyone who could not have invited them.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { corporationIdsOf } from '../people/user-store';
import { outboxOf } from './outbox-store';

export const outboxRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/outbox',
    tag: 'development',
    summary: "Mail written without SMTP to the caller's corporation (demo servers, owners only)",
    auth: true,
    response: z.array(
      z.object({ to: z.string(), subject: z.string(), text: z.string(), sent_at: z.string() }),
    ),
    handler: async ({ auth, ctx }) => {
      if (!ctx.demo) throw notFound('The outbox');
      const owned = await corporationIdsOf(ctx.db, auth.userId, 'owner');
      if (owned.length === 0)
        throw forbidden('Only an owner of the organisation may read its mail');
      const rows = await outboxOf(ctx.db, owned, 100);
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        sent_at: row.sentAt.toISOString(),
      }));
    },
  });
};
