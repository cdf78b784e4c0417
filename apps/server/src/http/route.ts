// The way to declare an endpoint: its zod schemas validate the request, type the handler and
// feed the OpenAPI document (openapi.ts), so the contract is written once, in core. Routes whose
// answer is no `{ data }` envelope are declared with Fastify and listed with documentRoute.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, type AuthContext } from './authenticate';
import { ApiError, validationError } from './errors';
import type { AppContext } from '../app-context';

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

const parse = (schema: Schema | undefined, value: unknown): unknown =>
  schema ? parseInput(schema, value) : undefined;

/**
 * Lists a route declared with Fastify directly because its answer is no JSON envelope (a file, an
 * event stream, a paged answer) or its request no JSON body (a multipart upload). The OpenAPI
 * document and the permission matrix read the list; a test fails for a route served and not
 * listed.
 */
export function documentRoute(ctx: AppContext, route: RegisteredRoute): void {
  ctx.routes.push(route);
}

export function defineRoute<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema,
  A extends boolean,
>(app: FastifyInstance, ctx: AppContext, spec: RouteSpec<B, Q, P, R, A>): void {
  const status = spec.status ?? 200;
  ctx.routes.push({ ...spec, status });
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request, reply) => {
      const auth = spec.auth
        ? await authenticate(ctx, request, spec.allowShareToken ?? false)
        : null;
      const params = parse(spec.params, request.params) as Out<P>;
      const query = parse(spec.query, request.query) as Out<Q>;
      const body = parse(spec.body, request.body) as Out<B>;
      // An update must change something ("No values to set" was a 500).
      if (spec.method === 'PUT' && spec.body && isEmptyUpdate(body))
        throw new ApiError('ValidationException', 'Send at least one field to change');
      const data = await spec.handler({
        body,
        query,
        params,
        auth: auth as A extends true ? AuthContext : null,
        request,
        reply,
      });
      if (spec.envelope === 'text')
        return reply.status(status).type('text/plain; charset=utf-8').send(String(data));
      return reply.status(status).send({ data });
    },
  });
}

/** `{ id }` in the path, as a positive integer. */
export const idParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id is not an integer')
    .transform(Number),
});
