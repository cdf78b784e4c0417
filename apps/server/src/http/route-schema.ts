// A route's Fastify schema, built from its zod schemas: Fastify validates the request with them
// (zod-schemas.ts) and @fastify/swagger writes the OpenAPI document from them (openapi.ts).
import { dataEnvelope, errorEnvelopeSchema, paginatedEnvelope } from '@footfall/core';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RegisteredRoute } from './route';

/** Where a stream route keeps the schema of one event's `data` (openapi.ts moves it next to the
 * text/event-stream body, as the media type's `x-event-data`). */
export const EVENT_DATA = 'x-event-data';

export type RouteSchema = FastifySchema & {
  summary: string;
  tags: string[];
  security?: { bearer: [] }[];
  consumes?: string[];
  [EVENT_DATA]?: z.ZodType;
};

const STREAM_BODY = z
  .string()
  .describe(
    'Server-sent events: `event: snapshot` blocks whose `data:` line is one JSON object as in ' +
      'x-event-data, with `: keep-alive` comments between.',
  );

/** The success body as it is sent: `{ data }`, a page, plain text, a file or an event stream. */
function successContent(route: RegisteredRoute): Record<string, { schema: z.ZodType }> {
  if (route.stream) return { 'text/event-stream': { schema: STREAM_BODY } };
  if (route.envelope === 'text') return { 'text/plain': { schema: route.response } };
  if (route.envelope === 'file') {
    const description = route.response.description ?? 'The file';
    return {
      'application/octet-stream': { schema: z.string().meta({ format: 'binary', description }) },
    };
  }
  const body =
    route.envelope === 'page' ? paginatedEnvelope(route.response) : dataEnvelope(route.response);
  return { 'application/json': { schema: body } };
}

export function routeSchema(route: RegisteredRoute): RouteSchema {
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.form ? { consumes: ['multipart/form-data'] } : {}),
    ...(route.stream ? { [EVENT_DATA]: route.response } : {}),
    response: {
      [route.status]: { description: 'Success', content: successContent(route) },
      default: {
        description: 'Error',
        content: { 'application/json': { schema: errorEnvelopeSchema } },
      },
    },
  };
}
