// GET /api/dev/outbox: the mail written without SMTP, on demo servers only (404 otherwise). It
// holds invitation links and their codes, so it needs the login of an owner of a corporation and
// shows only mail to that corporation's people and invitees: an invitee's code never reaches
// anyone who could not have invited them.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { invites, mailOutbox, memberships, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { defineRoute } from '../http/route';

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/dev/outbox',
    tag: 'development',
    summary: "Mail written without SMTP to the caller's corporation (demo servers, owners only)",
    auth: true,
    response: z.array(
      z.object({ to: z.string(), subject: z.string(), text: z.string(), sent_at: z.string() }),
    ),
    handler: async ({ auth }) => {
      if (!ctx.demo) throw notFound('The outbox');
      const owned = (
        await ctx.db
          .select({ corporationId: memberships.corporationId })
          .from(memberships)
          .where(and(eq(memberships.userId, auth.userId), eq(memberships.role, 'owner')))
      ).map((row) => row.corporationId);
      if (owned.length === 0)
        throw forbidden('Only an owner of the organisation may read its mail');
      const people = ctx.db
        .select({ email: users.email })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .where(inArray(memberships.corporationId, owned));
      const invitees = ctx.db
        .select({ email: invites.email })
        .from(invites)
        .where(inArray(invites.corporationId, owned));
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .where(or(inArray(mailOutbox.recipient, people), inArray(mailOutbox.recipient, invitees)))
        .orderBy(desc(mailOutbox.id))
        .limit(100);
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        sent_at: row.sentAt.toISOString(),
      }));
    },
  });
}
