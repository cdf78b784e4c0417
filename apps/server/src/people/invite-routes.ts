// Invitation endpoints: send (from a location, or /invite-user for people without an account),
// then the invitee's side: details, digits code, check, register.
import {
  digitsCodeCheckSchema,
  digitsCodeQuerySchema,
  digitsCodeSentSchema,
  inviteCodeParams,
  inviteDetailsSchema,
  inviteRegisterRequestSchema,
  inviteRequestSchema,
  inviteResultSchema,
  inviteUserRequestSchema,
  inviteRegisterResponseSchema,
  type Role,
} from '@footfall/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/password';
import { checkIpThrottle, recordAttempt } from '../auth/throttle';
import { issueSessionToken } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { requestLocale } from '../http/request-locale';
import { defineRoute, idParams } from '../http/route';
import { rolesAt } from '../organisation/access';
import { locationAccess } from '../organisation/guards';
import { requireCanGrant } from './grants';
import { invitationPlaceNames } from './invite-store';
import {
  checkDigits,
  createInvitedAccount,
  inviteToLocation,
  openInvite,
  sendDigitsCode,
} from './invitations';
import { isEmailTaken } from './user-store';
import { idIn } from '../db/ids';

export const inviteRoutes: FastifyPluginAsync = async (app) => {
  const invite = async (
    auth: Parameters<typeof locationAccess>[1],
    locationId: number,
    body: { email: string; role: Role },
    onlyNewPeople: boolean,
  ) => {
    const { scope, location } = await locationAccess(
      app.appContext,
      auth,
      locationId,
      'locations_users_invite',
    );
    requireCanGrant(rolesAt(scope, location), body.role);
    const corporationName = scope.corporations.get(location.corporationId)?.name ?? '';
    return inviteToLocation(app.appContext, {
      ...body,
      location,
      invitedBy: auth.userId,
      corporationName,
      onlyNewPeople,
    });
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/system/locations/:id/invites',
    tag: 'people',
    summary: 'Invite someone to a location with a role (needs locations_users_invite)',
    auth: true,
    status: 201,
    params: idParams,
    body: inviteRequestSchema,
    response: inviteResultSchema,
    handler: ({ auth, params, body }) => invite(auth, params.id, body, false),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/invite-user',
    tag: 'people',
    summary: 'Invite a person without an account to a location',
    auth: true,
    status: 201,
    body: inviteUserRequestSchema,
    response: inviteResultSchema,
    handler: ({ auth, body }) => invite(auth, idIn(body.location_id), body, true),
  });

  /** The invitation a code names (the code is the credential), once the caller's address is under
   * its attempt cap; `counted`: this request is an attempt itself (it mails a code or registers). */
  const openCode = async (request: FastifyRequest, code: string, counted = false) => {
    await checkIpThrottle(app.appContext, request.ip);
    if (counted) await recordAttempt(app.appContext, { ip: request.ip, email: null, step: 0 });
    return openInvite(app.appContext, code);
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/system/invites/:code',
    tag: 'people',
    summary: 'What an invitation is for (the code is the credential)',
    auth: false,
    params: inviteCodeParams,
    response: inviteDetailsSchema,
    handler: async ({ params, request, ctx }) => {
      const row = await openCode(request, params.code);
      const names = await invitationPlaceNames(ctx.db, row.corporationId, row.locationId);
      return {
        email: row.email,
        corporation: names.corporation,
        location: names.location,
        role: row.role,
        expires_at: row.expiresAt.toISOString(),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/system/invites/:code/digitscode',
    tag: 'people',
    summary: "Send a digits code to the invitation's address",
    auth: false,
    params: inviteCodeParams,
    response: digitsCodeSentSchema,
    handler: async ({ params, request, ctx }) => {
      const row = await openCode(request, params.code, true);
      return sendDigitsCode(ctx, row, requestLocale(request));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/system/invites/:code/digitscode',
    tag: 'people',
    summary: 'Check a digits code',
    auth: false,
    params: inviteCodeParams,
    query: digitsCodeQuerySchema,
    response: digitsCodeCheckSchema,
    handler: async ({ params, query, request, ctx }) => {
      await checkDigits(ctx, await openCode(request, params.code), query.digits);
      return { valid: true };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/system/invites/:code',
    tag: 'people',
    summary: 'Accept an invitation: command "register" with the digits code, name and password',
    auth: false,
    params: inviteCodeParams,
    body: inviteRegisterRequestSchema,
    response: inviteRegisterResponseSchema,
    handler: async ({ params, body, request, ctx }) => {
      const row = await openCode(request, params.code, true);
      await checkDigits(ctx, row, body.digits);
      if (await isEmailTaken(ctx.db, row.email))
        throw new ApiError(
          'ConflictException',
          'An account with this email already exists: log in instead',
        );
      const passwordHash = await hashPassword(body.password);
      const userId = await createInvitedAccount(
        ctx.db,
        row,
        { firstName: body.first_name, lastName: body.last_name, passwordHash },
        ctx.now(),
      );
      const session = await issueSessionToken(ctx, userId);
      return { access_token: session.token, expires_in: session.expiresInSeconds };
    },
  });
};
