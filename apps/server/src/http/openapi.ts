// The OpenAPI document, written by @fastify/swagger from the routes' Fastify schemas (the zod
// schemas that validate the requests, route-schema.ts) and served at /api/docs/json, and a plain
// browsable page of it (/api/docs, docs-page.ts) that needs no script.
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsPage, type ApiDocument } from './docs-page';
import { EVENT_DATA, type RouteSchema } from './route-schema';

type Responses = Record<string, { content?: Record<string, Record<string, unknown>> }>;

/** jsonSchemaTransform, and for an event stream the JSON schema of one event's `data` next to
 * the text/event-stream body (the type provider converts only a media type's `schema`). */
const transform: SwaggerTransform = (input) => {
  // The web app's files (http/spa.ts) have no schema: no API operation, left out (hideUntagged).
  if (!input.schema) return { schema: input.schema, url: input.url };
  const { [EVENT_DATA]: eventData, ...schema } = input.schema as RouteSchema;
  const result = jsonSchemaTransform({ ...input, schema });
  if (!eventData) return result;
  const event = jsonSchemaTransform({ ...input, schema: { response: { 200: eventData } } });
  const eventSchema = (event.schema.response as Record<string, unknown>)['200'];
  for (const response of Object.values(result.schema.response as Responses)) {
    const stream = response.content?.['text/event-stream'];
    if (stream) stream[EVENT_DATA] = eventSchema;
  }
  return result;
};

/** Before the routes: @fastify/swagger collects every route as it is registered. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Footfall API',
        version: '0.1.0',
        description: 'Foot-traffic and visitor analytics.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });
}

export function registerOpenApiRoutes(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get('/api/docs/json', hidden, async () => app.swagger());
  app.get('/api/docs', hidden, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(app.swagger() as ApiDocument)),
  );
}
