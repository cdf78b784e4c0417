// POST /sign-up: a new user and their own corporation, in which they are the owner.
import { signUpRequestSchema, signUpResponseSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';
import { defineRoute } from '../http/route';
import { isEmailTaken } from '../people/user-store';
import { createOwnerAccount } from './account-store';
import { hashPassword } from './password';
import { checkIpThrottle, recordAttempt } from './throttle';
import { idOut } from '../db/ids';

const emailTaken = () =>
  new ApiError('ConflictException', 'Email is already registered', {
    email: 'Email is already registered',
  });

export const signUpRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/sign-up',
    tag: 'auth',
    summary: 'Create an account and its organisation',
    auth: false,
    status: 201,
    body: signUpRequestSchema,
    response: signUpResponseSchema,
    handler: async ({ body, request, ctx }) => {
      await checkIpThrottle(ctx, request.ip);
      await recordAttempt(ctx, { ip: request.ip, email: null, step: 0 });
      const email = body.email.toLowerCase();
      if (await isEmailTaken(ctx.db, email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      const corporationName = body.corporation_name ?? `${body.first_name}'s organisation`;
      try {
        const created = await createOwnerAccount(
          ctx.db,
          { email, firstName: body.first_name, lastName: body.last_name, passwordHash },
          corporationName,
        );
        return { user_id: idOut(created.userId), corporation_id: idOut(created.corporationId) };
      } catch (error) {
        // Two sign-ups with one address at once: the unique index decides, the loser gets 409.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  });
};
