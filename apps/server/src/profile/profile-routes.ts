// GET/PUT /api/system/myprofile: the signed-in user's own name, e-mail, language and password;
// a new password, or "sign out everywhere else", ends the user's other sessions.
import {
  profileSchema,
  profileUpdateRequestSchema,
  signOutEverywhereResponseSchema,
  type Profile,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/tokens';
import { ApiError, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { findUser, firstMembership, isEmailTakenByAnother, updateProfile } from './profile-store';
import { idOut } from '../db/ids';

async function loadProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw notFound('The user');
  const membership = await firstMembership(ctx.db, userId);
  return {
    id: idOut(user.id),
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    locale: profileSchema.shape.locale.safeParse(user.locale).data ?? null,
    corporation_id: membership ? idOut(membership.corporationId) : '',
    role: membership?.role ?? 'viewer',
  };
}

export const profileRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/myprofile',
    tag: 'profile',
    summary: 'The signed-in user',
    auth: true,
    response: profileSchema,
    handler: ({ auth, ctx }) => loadProfile(ctx, auth.userId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/system/myprofile',
    tag: 'profile',
    summary: "Change the signed-in user's name, e-mail, language or password",
    auth: true,
    body: profileUpdateRequestSchema,
    response: profileSchema,
    handler: async ({ auth, body, ctx }) => {
      const user = await findUser(ctx.db, auth.userId);
      if (!user) throw notFound('The user');
      // A changed e-mail or password is a takeover risk: it needs the current password.
      if (
        body.current_password !== undefined &&
        (body.new_password !== undefined || body.email !== undefined)
      ) {
        if (!(await verifyPassword(user.passwordHash, body.current_password))) {
          throw new ApiError('ValidationException', 'Current password is not correct', {
            current_password: 'Current password is not correct',
          });
        }
      }
      const email = body.email?.toLowerCase();
      if (email !== undefined && email !== user.email) {
        if (await isEmailTakenByAnother(ctx.db, email, user.id)) {
          throw new ApiError('ConflictException', 'Email is already registered', {
            email: 'Email is already registered',
          });
        }
      }
      await updateProfile(ctx.db, user.id, {
        email,
        firstName: body.first_name,
        lastName: body.last_name,
        locale: body.locale,
        passwordHash:
          body.new_password !== undefined ? await hashPassword(body.new_password) : undefined,
      });
      // Whoever else held a session with the old password is signed out.
      if (body.new_password !== undefined) await revokeOtherSessions(ctx, user.id, auth.tokenId);
      return loadProfile(ctx, user.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/system/myprofile/sign-out-everywhere',
    tag: 'profile',
    summary: 'End every other session of the signed-in user (this one stays)',
    auth: true,
    response: signOutEverywhereResponseSchema,
    handler: async ({ auth, ctx }) => ({
      sessions_ended: await revokeOtherSessions(ctx, auth.userId, auth.tokenId),
    }),
  });
};
