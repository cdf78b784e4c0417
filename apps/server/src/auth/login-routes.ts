// POST /login, both steps of docs/product.md section 4, and POST /api/logout.
import {
  loginRequestSchema,
  loginStep1ResponseSchema,
  loginStep2ResponseSchema,
  type LoginStep1Request,
  type LoginStep2Request,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import {
  clearWrongPasswords,
  consumeLoginChallenge,
  findUserByEmail,
  insertLoginChallenge,
  recordWrongPassword,
} from './account-store';
import { decryptPassword, newTokenKey } from './login-cipher';
import { spendVerifyTime, verifyPassword } from './password';
import {
  checkAccountThrottle,
  checkIpThrottle,
  markAttemptSucceeded,
  recordAttempt,
  tooManyRequests,
} from './throttle';
import { hashToken, issueSessionToken, randomToken, revokeToken } from './tokens';

const CHALLENGE_TTL_MS = 60_000;
const wrongCredentials = () =>
  new ApiError('AuthenticationException', 'The email or password is not correct');

async function startLogin(ctx: AppContext, ip: string, body: LoginStep1Request) {
  const email = body.user_name.toLowerCase();
  await recordAttempt(ctx, { ip, email, step: 1 });
  // The same answer for unknown accounts: whether an e-mail is registered is not revealed here.
  const tokenAuth = randomToken();
  const tokenKey = newTokenKey();
  await insertLoginChallenge(ctx.db, {
    tokenAuthHash: hashToken(tokenAuth),
    email,
    tokenKey,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
  });
  return { token_auth: tokenAuth, token_key: tokenKey };
}

async function finishLogin(ctx: AppContext, ip: string, body: LoginStep2Request) {
  // Single use: the challenge is consumed by the same statement that finds it.
  const challenge = await consumeLoginChallenge(ctx.db, hashToken(body.token_auth), ctx.now());
  if (!challenge) {
    await recordAttempt(ctx, { ip, email: null, step: 2 });
    throw new ApiError('AuthenticationException', 'The sign-in request has expired. Start again.');
  }
  const email = challenge.email;
  await checkAccountThrottle(ctx, email);
  const attemptId = await recordAttempt(ctx, { ip, email, step: 2 });

  const user = await findUserByEmail(ctx.db, email);
  const password = await decryptPassword(body.user_pwde, challenge.tokenKey);
  if (!user) {
    await spendVerifyTime(password ?? '');
    throw wrongCredentials();
  }
  if (user.lockedUntil && user.lockedUntil > ctx.now()) {
    throw tooManyRequests(
      user.lockedUntil.getTime() - ctx.now().getTime(),
      'This account is locked after too many wrong passwords. Try again later.',
    );
  }
  if (password === null || !(await verifyPassword(user.passwordHash, password))) {
    const { lockoutAfter, lockoutMs } = ctx.config.throttle;
    const locks = user.failedLogins + 1 >= lockoutAfter;
    await recordWrongPassword(
      ctx.db,
      user,
      locks ? new Date(ctx.now().getTime() + lockoutMs) : null,
    );
    throw wrongCredentials();
  }
  await clearWrongPasswords(ctx.db, user.id);
  await markAttemptSucceeded(ctx, attemptId);
  const session = await issueSessionToken(ctx, user.id);
  return { access_token: session.token, expires_in: session.expiresInSeconds };
}

export const loginRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/login',
    tag: 'auth',
    summary: 'Sign in: step 1 sends user_name, step 2 sends user_pwde and token_auth',
    auth: false,
    body: loginRequestSchema,
    response: z.union([loginStep1ResponseSchema, loginStep2ResponseSchema]),
    handler: async ({ body, request, ctx }) => {
      await checkIpThrottle(ctx, request.ip);
      return 'user_name' in body
        ? startLogin(ctx, request.ip, body)
        : finishLogin(ctx, request.ip, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/logout',
    tag: 'auth',
    summary: 'Sign out: revokes the access token',
    auth: true,
    response: z.object({ logged_out: z.boolean() }),
    handler: async ({ auth, ctx }) => {
      await revokeToken(ctx, auth.tokenId);
      return { logged_out: true };
    },
  });
};
