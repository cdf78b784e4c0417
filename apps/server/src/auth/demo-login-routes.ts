// GET /api/system/demo-login: on a demo server, the demo organisation's sign-in, so its login page
// can show it (npm start prints it too, where it soon scrolls away). 404 on any other server, and
// once the demo account is gone.
import { demoLoginResponseSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { DEMO_LOGIN } from '../seed/demo-organisation';
import { findUserByEmail } from './account-store';

export const demoLoginRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/demo-login',
    tag: 'auth',
    summary: "A demo server's sign-in, for its login page (404 on other servers)",
    auth: false,
    response: demoLoginResponseSchema,
    handler: async ({ ctx }) => {
      if (!ctx.demo) throw notFound('The demo login');
      if (!(await findUserByEmail(ctx.db, DEMO_LOGIN.email))) throw notFound('The demo login');
      return { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
    },
  });
};
