// The way to declare an endpoint: its zod schemas are the route's Fastify schema (route-schema.ts),
// so they validate the request, type the handler and feed the OpenAPI document (openapi.ts); the
// contract is written once, in core. Routes whose answer is no `{ data }` envelope are declared
// with Fastify directly, their schema given by documentRoute.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { authenticate, type AuthContext } from './authenticate';
import { ApiError, validationError } from './errors';
import { routeSchema, type RouteSchema } from './route-schema';
import { validatedByHandler } from './zod-schemas';
import type { AppContext } from '../app-context';
import { idIn } from '../db/ids';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema,
  A extends boolean,
> = {
  method: Method;
  /** Fastify path, `:id` style. */
  url: string;
  summary: string;
  tag: string;
  /** false for the origin calls that come before a session (login, sign-up). */
  auth: A;
  /** A read-only share token may call this route (it must still check the token's location). */
  allowShareToken?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  /** The payload inside `{ data }`. */
  response: R;
  status?: number;
  /** Bytes; the app-wide limit (1 MB) when absent. */
  bodyLimit?: number;
  /** 'text': the string answered as text/plain, no envelope (a device protocol that expects
   * exactly that, such as Meraki's validator). */
  envelope?: 'data' | 'text';
  handler: (input: {
    /** This server's context (app.appContext), as the stores take it. */
    ctx: AppContext;
    body: Out<B>;
    query: Out<Q>;
    params: Out<P>;
    auth: A extends true ? AuthContext : null;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.input<R>>;
};

export type RegisteredRoute = {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  auth: boolean;
  allowShareToken?: boolean;
  body?: Schema;
  query?: Schema;
  params?: Schema;
  response: Schema;
  status: number;
  /** How a success is sent: `{ data }` (default), a page `{ data, next_url, description }`, plain
   * text, or a file's bytes (its content type and name in the headers). */
  envelope?: 'data' | 'page' | 'text' | 'file';
  /** text/event-stream: a stream of events whose `data` is `response` (no envelope). */
  stream?: boolean;
  /** The body is multipart/form-data with these fields (`body` describes them). */
  form?: boolean;
};

const isEmptyUpdate = (body: unknown) =>
  body === null ||
  body === undefined ||
  (typeof body === 'object' &&
    !Array.isArray(body) &&
    Object.values(body).every((value) => value === undefined));

/** A part of the request (path, query, body) read with its schema; a refusal is the 400 every
 * route answers. */
export function parseInput<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Fastify options that declare a route (its schema) whose handler reads the request itself. */
export type DocumentedRoute = RouteShorthandOptions & {
  schema: RouteSchema;
  validatorCompiler: FastifySchemaCompiler<unknown>;
};

/**
 * The schema of a route declared with Fastify directly because its answer is no JSON envelope (a
 * file, an event stream) or its request no JSON body (a multipart upload): pass the result as the
 * route's options. Its handler authenticates first and then reads the request with parseInput, so
 * the schemas only document it here. The permission matrix reads ctx.routes.
 */
export function documentRoute(app: FastifyInstance, route: RegisteredRoute): DocumentedRoute {
  app.appContext.routes.push(route);
  return { schema: routeSchema(route), validatorCompiler: validatedByHandler };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, as the `preValidation` of a validatedRoute with `auth` read it; null
     * before it (and on routes without it). Decorated by context-plugin.ts. */
    caller: AuthContext | null;
  }
}

/**
 * The options of a route whose request Fastify validates with its schema: who is asking is read
 * first (no token is 401 whatever else is wrong), after the app's own checks.
 */
export function validatedRoute(
  app: FastifyInstance,
  route: RegisteredRoute,
): RouteShorthandOptions {
  const ctx = app.appContext;
  ctx.routes.push(route);
  return {
    schema: routeSchema(route),
    ...(route.auth
      ? {
          preValidation: async (request: FastifyRequest) => {
            request.caller = await authenticate(ctx, request, route.allowShareToken ?? false);
          },
        }
      : {}),
  };
}

/** The caller a validatedRoute with `auth` authenticated. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.caller)
    throw new Error(`${request.routeOptions.url} reads a caller it did not authenticate`);
  return request.caller;
}

export function defineRoute<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema,
  A extends boolean,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, R, A>): void {
  const status = spec.status ?? 200;
  app.route({
    method: spec.method,
    url: spec.url,
    ...validatedRoute(app, { ...spec, status }),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request, reply) => {
      // Fastify has read params, query and body with their schemas (zod's output).
      const body = (spec.body ? request.body : undefined) as Out<B>;
      // An update must change something ("No values to set" was a 500).
      if (spec.method === 'PUT' && spec.body && isEmptyUpdate(body))
        throw new ApiError('ValidationException', 'Send at least one field to change');
      const data = await spec.handler({
        ctx: app.appContext,
        body,
        query: (spec.query ? request.query : undefined) as Out<Q>,
        params: (spec.params ? request.params : undefined) as Out<P>,
        auth: (spec.auth ? callerOf(request) : null) as A extends true ? AuthContext : null,
        request,
        reply,
      });
      if (spec.envelope === 'text')
        return reply.status(status).type('text/plain; charset=utf-8').send(String(data));
      return reply.status(status).send({ data });
    },
  });
}

/** `{ id }` in the path, as a positive integer (db/ids.ts). */
export const idParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id is not an integer')
    .transform(idIn),
});

/** Core's path schema of ids (`{ id, userId }`, digit strings), each as a number (db/ids.ts). */
export const idsIn = <S extends z.ZodObject<Record<string, z.ZodType<string>>>>(schema: S) =>
  schema.transform(
    (path) =>
      Object.fromEntries(Object.entries(path).map(([name, id]) => [name, idIn(id as string)])) as {
        [K in keyof z.output<S>]: number;
      },
  );
