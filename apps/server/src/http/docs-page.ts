// The OpenAPI document as a page for people (/api/docs): one entry per operation with its request
// body and its answer, no script (the CSP forbids scripts there, security-headers.ts).
type JsonSchema = { properties?: Record<string, JsonSchema> } & Record<string, unknown>;
type MediaType = { schema?: JsonSchema; 'x-event-data'?: JsonSchema };
type Operation = {
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
};
export type ApiDocument = { paths?: Record<string, Record<string, Operation>> };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const pre = (schema: unknown) => `<pre>${escapeHtml(JSON.stringify(schema ?? {}, null, 2))}</pre>`;

/** The success answer's heading and the schema shown under it: an event of a stream, a file, the
 * `data` of `{ data }` or of a page. */
function answer(operation: Operation): string {
  const [status, response] =
    Object.entries(operation.responses ?? {}).find(([code]) => code !== 'default') ?? [];
  const content = response?.content ?? {};
  const stream = content['text/event-stream'];
  if (stream)
    return `<h4>Each event (text/event-stream) (${status})</h4>${pre(stream['x-event-data'])}`;
  const file = content['application/octet-stream'];
  if (file) return `<h4>Response: the file itself (${status})</h4>${pre(file.schema)}`;
  const text = content['text/plain'];
  if (text) return `<h4>Response <code>text/plain</code> (${status})</h4>${pre(text.schema)}`;
  const body = content['application/json']?.schema;
  const page = body?.properties?.next_url
    ? ' (with <code>next_url</code> and <code>description</code>)'
    : '';
  return `<h4>Response <code>data</code>${page} (${status})</h4>${pre(body?.properties?.data)}`;
}

function entry(path: string, method: string, operation: Operation): string {
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const bearer = operation.security?.length ? ' <small>(Bearer token)</small>' : '';
  return `<details><summary><code>${method.toUpperCase()} ${escapeHtml(path)}</code> ${escapeHtml(operation.summary ?? '')}${bearer}</summary>
${body ? `<h4>Request body</h4>${pre(body)}` : ''}${answer(operation)}</details>`;
}

export function docsPage(document: ApiDocument): string {
  const rows = Object.entries(document.paths ?? {})
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => entry(path, method, operation)),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Footfall API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
summary{cursor:pointer;padding:.4rem 0}code{font-weight:600}pre{background:#f1f3f5;padding:.75rem;overflow:auto}</style></head>
<body><h1>Footfall API</h1><p>Every answer is <code>{"data": ...}</code>; errors are <code>{"meta": {"code", "error_type", "error_message", "fields", "message_code", "message_params", "field_codes"}}</code> (the codes let a client show the message in its reader's language).
The machine-readable document is at <a href="/api/docs/json">/api/docs/json</a>.</p>${rows}</body></html>`;
}
