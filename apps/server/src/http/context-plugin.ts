// The server's context on its Fastify instance: every feature's routes are a plugin (app.ts
// registers them) that reads `app.appContext`, or `app.db`, `app.config` and `app.mailer`.
// Wrapped with fastify-plugin so the decorations are the root's, inherited by every plugin
// registered after it. Stores and jobs still take the AppContext as an argument: the pipeline
// worker, the jobs and the importers use them without a Fastify instance.
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's whole context, as the stores and jobs take it. */
    appContext: AppContext;
    db: Database;
    config: Config;
    mailer: Mailer;
  }
}

const decorateContext: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.decorate('appContext', context);
  app.decorate('db', context.db);
  app.decorate('config', context.config);
  app.decorate('mailer', context.mailer);
  // Who is asking (route.ts), set by a route's preValidation; null: an object as the default
  // would be one object for every request.
  app.decorateRequest('caller', null);
};

export const contextPlugin = fastifyPlugin(decorateContext, {
  name: 'footfall-context',
  fastify: '5.x',
});
