// GET /api/dev/outbox: the mail written without SMTP, on demo servers only (404 otherwise).
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { mailOutbox } from '../db/schema';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/route';

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/dev/outbox',
    tag: 'development',
    summary: 'Mail written without SMTP (demo servers only)',
    auth: false,
    response: z.array(
      z.object({ to: z.string(), subject: z.string(), text: z.string(), sent_at: z.string() }),
    ),
    handler: async () => {
      if (!ctx.demo) throw notFound('The outbox');
      const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        sent_at: row.sentAt.toISOString(),
      }));
    },
  });
}
