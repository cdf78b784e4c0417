// Builds the one Fastify server: security headers, the origin routes, the API under /api, its
// OpenAPI document and the web app. Every failure leaves as docs/product.md section 10's error
// envelope.
import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { ZodError, z } from 'zod';
import type { AppContext } from './app-context';
import { readProcessRoles, type Config } from './config';
import type { Database } from './db/client';
import { loginRoutes } from './auth/login-routes';
import { signUpRoutes } from './auth/signup-routes';
import { contextPlugin } from './http/context-plugin';
import { ApiError, envelope, validationError } from './http/errors';
import { registerOpenApi, registerOpenApiRoutes } from './http/openapi';
import { defineRoute } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { useZodSchemas } from './http/zod-schemas';
import { isPagePath, pageStatus, registerSpa } from './http/spa';
import { corporationRoutes } from './organisation/corporation-routes';
import { locationRoutes } from './organisation/location-routes';
import { profileRoutes } from './profile/profile-routes';
import { createMailer } from './mail/mailer';
import { demoLoginRoutes } from './auth/demo-login-routes';
import { outboxRoutes } from './mail/outbox-routes';
import { folderRoutes } from './organisation/folder-routes';
import { locationAdminRoutes } from './organisation/location-admin-routes';
import { userRoutes } from './people/user-routes';
import { notificationRoutes } from './people/notification-routes';
import { inviteRoutes } from './people/invite-routes';
import { pendingInviteRoutes } from './people/pending-invite-routes';
import { keyRoutes } from './keys/key-routes';
import { hardwareRoutes } from './hardware/hardware-routes';
import { uploadRoutes } from './uploads/upload-routes';
import { floorPlanRoutes } from './floor-plans/floor-plan-routes';
import { areaRoutes } from './areas/area-routes';
import { businessHoursRoutes } from './setup/business-hours-routes';
import { definitionsRoutes } from './setup/definitions-routes';
import { calibrationRoutes } from './calibration/calibration-routes';
import { PipelineSignals } from './pipeline/signals';
import { createServerState } from './server-state';
import { ingestRoutes } from './ingest/ingest-routes';
import { merakiRoutes } from './ingest/meraki-routes';
import { mqttRoutes } from './ingest/mqtt/mqtt-routes';
import { connectionsRoutes } from './ingest/connections-routes';
import { analyticsRoutes } from './analytics/analytics-routes';
import { liveRoutes } from './live/live-routes';
import { pipelineStatusRoutes } from './pipeline/status-routes';
import { alertRoutes } from './alerts/alert-routes';
import { reportRoutes } from './reports/report-routes';
import { comparisonRoutes } from './reports/comparison-routes';
import { redactUrl } from './http/redact-url';
import { logStreamFor } from './logging/log-output';
import { answerClientError } from './http/client-errors';
import { refuseControlCharacters } from './http/control-characters';
import { reportFileRoutes } from './reports/report-file-routes';

export type BuildOptions = {
  db: Database;
  config: Config;
  now?: () => Date;
  demo?: boolean;
  /** Where the log lines go (stdout by default). */
  logStream?: NodeJS.WritableStream;
};

export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  // On a terminal, readable lines and requests at debug level: the start-up lines (the address,
  // the demo login) stay in view. JSON lines keep one line per request at info, for operators.
  const readable = options.config.logFormat === 'pretty';
  const logStream = logStreamFor(options.config.logFormat, options.logStream);
  const app = Fastify({
    logController: new LogController({ disableRequestLogging: readable }),
    logger: {
      level: options.config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // The address as logged, with share tokens, signatures and invitation codes replaced.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    // A request id per request, or the caller's own, echoed back for tracing across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: readProcessRoles().trustProxy,
    clientErrorHandler: answerClientError,
    // Errors the router raises before a route runs (an over-long path segment, a malformed URL)
    // answer in the envelope too, without echoing the address.
    frameworkErrors: (error, _request, reply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A part of the address is too long'
          : 'The address is not valid';
      void (reply as unknown as FastifyReply)
        .status(400)
        .send(envelope('ValidationException', message));
    },
  });
  const now = options.now ?? (() => new Date());
  const pipeline = new PipelineSignals();
  const ctx: AppContext = {
    db: options.db,
    config: options.config,
    routes: [],
    served: [],
    mailer: createMailer({ smtpUrl: options.config.smtpUrl, db: options.db, log: app.log }),
    demo: options.demo ?? false,
    now,
    pipeline,
    state: createServerState(now, pipeline),
  };
  if (readable)
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
      );
    });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api') || request.method !== 'GET')
      reply.header('cache-control', 'no-store');
  });

  // Before any route's work: text with a NUL or another control character is a 400.
  app.addHook('preValidation', async (request) => refuseControlCharacters(request));

  app.setErrorHandler((error, request, reply) => {
    const failure = toApiError(error);
    if (!failure) {
      request.log.error({ err: withoutQueryParameters(error) }, 'unhandled error');
      return reply
        .status(500)
        .send(envelope('ServerException', 'Something went wrong on our side. Try again.'));
    }
    if (failure.headers) reply.headers(failure.headers);
    return reply
      .status(failure.status)
      .send(envelope(failure.type, failure.message, failure.fields));
  });

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) ctx.served.push({ method, url: route.url });
  });
  // Every feature's routes are a plugin registered below; they read the context from the
  // instance (app.appContext, app.db, app.config, app.mailer).
  await app.register(contextPlugin, { context: ctx });
  // Routes declare zod schemas that Fastify validates with and @fastify/swagger documents.
  useZodSchemas(app);
  await registerOpenApi(app);
  await registerSecurityHeaders(app, { helpChatOrigin: options.config.helpChatOrigin });
  await app.register(loginRoutes);
  await app.register(signUpRoutes);
  await app.register(profileRoutes);
  await app.register(locationRoutes);
  await app.register(corporationRoutes);
  await app.register(folderRoutes);
  await app.register(locationAdminRoutes);
  await app.register(userRoutes);
  await app.register(notificationRoutes);
  await app.register(inviteRoutes);
  await app.register(pendingInviteRoutes);
  await app.register(keyRoutes);
  await app.register(outboxRoutes);
  await app.register(demoLoginRoutes);
  await app.register(businessHoursRoutes);
  await app.register(definitionsRoutes);
  await app.register(calibrationRoutes);
  await app.register(hardwareRoutes);
  await app.register(uploadRoutes);
  await app.register(floorPlanRoutes);
  await app.register(areaRoutes);
  await app.register(ingestRoutes);
  await app.register(merakiRoutes);
  await app.register(mqttRoutes);
  await app.register(connectionsRoutes);
  await app.register(analyticsRoutes);
  await app.register(liveRoutes);
  await app.register(pipelineStatusRoutes);
  await app.register(alertRoutes);
  await app.register(reportRoutes);
  await app.register(comparisonRoutes);
  await app.register(reportFileRoutes);
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    tag: 'operations',
    summary: 'The server answers (for load balancers and probes; no database round trip)',
    auth: false,
    response: z.object({ ok: z.literal(true) }),
    handler: async () => ({ ok: true as const }),
  });
  registerOpenApiRoutes(app);

  const servesWeb = await registerSpa(app, options.config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && request.method === 'GET' && isPagePath(request.url)) {
      return reply
        .status(pageStatus(request.url))
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply
      .status(404)
      .send(
        envelope('NotFoundException', `No endpoint ${request.method} ${request.url.split('?')[0]}`),
      );
  });
  return { app, ctx };
}

/** The database went away (restart, crash recovery): the request can be repeated as it is.
 * Class 08 is a lost connection, 57P01-57P03 a server shutting down or starting up. */
function databaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
    if (/Connection terminated|connection timeout/i.test(cause.message)) return true;
  }
  return false;
}

/** Our errors pass through; zod and Fastify's own client errors become ValidationException. */
function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (databaseUnavailable(error))
    return new ApiError(
      'UnavailableException',
      'The database is restarting. Try again in a moment.',
      undefined,
      { 'retry-after': '2' },
    );
  if (error instanceof ZodError) return validationError(error);
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as { code?: string }).code;
    if (status === 413) return new ApiError('ValidationException', 'The request body is too large');
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return new ApiError('ValidationException', 'Send the request body as JSON');
    if (status === 429) return new ApiError('RateLimitException', 'Too many requests');
    return new ApiError(
      'ValidationException',
      code?.startsWith('FST_ERR_CTP')
        ? 'The request body is not valid JSON'
        : 'The request is not valid',
    );
  }
  return null;
}

/** A failed query's error as logged: its SQL parameters (emails, password hashes, tokens) left out. */
function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  const logged = new Error(message);
  logged.name = error.name;
  logged.stack = `${error.name}: ${message}\n${(error.stack ?? '').split('\n').slice(1).join('\n')}`;
  return Object.assign(logged, { code: (error as { code?: unknown }).code });
}
