// The OpenAPI document, generated from the same zod schemas that validate the requests
// (/api/docs/json), and a plain browsable page of it (/api/docs) that needs no script.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema, paginatedEnvelope } from '@footfall/core';
import type { AppContext } from '../app-context';
import type { RegisteredRoute } from './route';

type JsonSchema = Record<string, unknown>;
const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The success body as it is sent: `{ data }`, a page, or a stream of server-sent events. */
function successContent(route: RegisteredRoute): Record<string, JsonSchema> {
  if (route.stream) {
    return {
      'text/event-stream': {
        schema: {
          type: 'string',
          description:
            'Server-sent events: `event: snapshot` blocks whose `data:` line is one JSON ' +
            'object as in x-event-data, with `: keep-alive` comments between.',
        },
        'x-event-data': toJson(route.response, 'output'),
      },
    };
  }
  if (route.envelope === 'text')
    return { 'text/plain': { schema: toJson(route.response, 'output') } };
  if (route.envelope === 'file') {
    const description = route.response.description ?? 'The file';
    return {
      'application/octet-stream': { schema: { type: 'string', format: 'binary', description } },
    };
  }
  const body =
    route.envelope === 'page' ? paginatedEnvelope(route.response) : dataEnvelope(route.response);
  return { 'application/json': { schema: toJson(body, 'output') } };
}

function operation(route: RegisteredRoute) {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const properties = (toJson(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: where, required: where === 'path', schema: property });
    }
  }
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: toJson(errorEnvelopeSchema, 'output') } },
  };
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    parameters,
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.form ? 'multipart/form-data' : 'application/json']: {
                schema: toJson(route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(route.status)]: { description: 'Success', content: successContent(route) },
      default: errorResponse,
    },
  };
}

export function buildOpenApi(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Footfall API',
      version: '0.1.0',
      description: 'Foot-traffic and visitor analytics.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function docsPage(routes: readonly RegisteredRoute[]): string {
  const rows = routes
    .map((route) => {
      const body = route.body ? JSON.stringify(toJson(route.body, 'input'), null, 2) : null;
      const response = JSON.stringify(toJson(route.response, 'output'), null, 2);
      return `<details><summary><code>${route.method} ${escapeHtml(openApiPath(route.url))}</code> ${escapeHtml(route.summary)}${route.auth ? ' <small>(Bearer token)</small>' : ''}</summary>
${body ? `<h4>Request body</h4><pre>${escapeHtml(body)}</pre>` : ''}<h4>${route.stream ? 'Each event (text/event-stream)' : route.envelope === 'file' ? 'Response: the file itself' : `Response <code>data</code>${route.envelope === 'page' ? ' (with <code>next_url</code> and <code>description</code>)' : ''}`} (${route.status})</h4><pre>${escapeHtml(response)}</pre></details>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Footfall API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
summary{cursor:pointer;padding:.4rem 0}code{font-weight:600}pre{background:#f1f3f5;padding:.75rem;overflow:auto}</style></head>
<body><h1>Footfall API</h1><p>Every answer is <code>{"data": ...}</code>; errors are <code>{"meta": {"code", "error_type", "error_message", "fields", "message_code", "message_params", "field_codes"}}</code> (the codes let a client show the message in its reader's language).
The machine-readable document is at <a href="/api/docs/json">/api/docs/json</a>.</p>${rows}</body></html>`;
}

export function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/docs/json', async () => buildOpenApi(ctx.routes));
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(ctx.routes)),
  );
}
