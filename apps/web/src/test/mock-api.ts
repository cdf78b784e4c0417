// The API as the web tests see it: msw intercepts the app's real fetch calls (the one HTTP
// client, headers and bodies as sent) and answers from a table. setup.ts resets the answers after
// every test and stops the interception after every file.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';

/** A body (sent as `{ data }`, or as it is with an error status), or a function that answers
 * (it may wait, to hold a call while a test looks at the page). */
type Answer =
  | { status?: number; body: unknown }
  | ((init: RequestInit | undefined) => Response | Promise<Response>);

const apiServer = setupServer();
let listening = false;

/** After each test (setup.ts): the next test answers from its own table. */
export const resetMockApi = () => apiServer.resetHandlers();

/** After each file (setup.ts): fetch is the platform's again. */
export function stopMockApi(): void {
  apiServer.close();
  listening = false;
}

const notFound = () =>
  HttpResponse.json(
    { meta: { code: 404, error_type: 'NotFoundException', error_message: 'Not found' } },
    { status: 404 },
  );

/** The call as the app made it: a same-origin URL as the path it asked for, the init it sent. */
async function asCalled(request: Request): Promise<[string, RequestInit]> {
  const url = new URL(request.url);
  const sameOrigin = url.origin === window.location.origin;
  return [
    sameOrigin ? `${url.pathname}${url.search}` : url.href,
    { method: request.method, headers: request.headers, body: await bodyOf(request) },
  ];
}

/** The body as the app passed it: the form of a multipart upload, else the text. */
async function bodyOf(request: Request): Promise<BodyInit | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

/**
 * Answers the app's calls by "METHOD /path" (query string ignored). A plain answer is wrapped as
 * `{ data }` (an error status sends the body as it is); an unknown call gets a 404 envelope. The
 * returned mock records every call as `(url, init)`, in the order the app made them.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls = vi.fn<(url: string, init: RequestInit) => void>();
  if (!listening) {
    apiServer.listen({ onUnhandledRequest: 'bypass' });
    listening = true;
  }
  apiServer.resetHandlers(
    http.all('*', async ({ request }) => {
      const [url, init] = await asCalled(request.clone());
      calls(url, init);
      const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
      if (answer === undefined) return notFound();
      if (typeof answer === 'function') return answer(init);
      const status = answer.status ?? 200;
      return new Response(JSON.stringify(status >= 400 ? answer.body : { data: answer.body }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
