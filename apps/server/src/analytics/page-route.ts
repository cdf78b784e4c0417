// A paginated GET (docs/product.md section 10): `{ data, next_url, description }` instead of `{
// data }`. defineRoute only sends `{ data }`, so this is its small twin for the heatmap: same
// authentication, same validation, and an OpenAPI entry that shows the page envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { callerOf, validatedRoute } from '../http/route';

export type Page<T> = {
  data: T;
  next_url: string | null;
  description: { start_date: string; end_date: string };
};

export function definePagedRoute<Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: {
    url: string;
    summary: string;
    tag: string;
    query: Q;
    params: P;
    response: R;
    handler: (input: {
      ctx: AppContext;
      auth: AuthContext;
      query: z.output<Q>;
      params: z.output<P>;
      request: FastifyRequest;
    }) => Promise<Page<z.input<R>>>;
  },
): void {
  const route = validatedRoute(app, {
    method: 'GET',
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    auth: true,
    allowShareToken: true,
    query: spec.query,
    params: spec.params,
    response: spec.response,
    status: 200,
    envelope: 'page',
  });
  app.get(spec.url, route, async (request, reply) => {
    const page = await spec.handler({
      ctx: app.appContext,
      auth: callerOf(request),
      // Read by Fastify with the schemas above.
      query: request.query as z.output<Q>,
      params: request.params as z.output<P>,
      request,
    });
    return reply.status(200).send(page);
  });
}
