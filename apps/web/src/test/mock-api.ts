import { vi } from 'vitest';

type Answer = { status?: number; body: unknown } | ((init: RequestInit | undefined) => Response);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs fetch with answers keyed by "METHOD /path" (query string ignored). A plain answer is
 * wrapped as `{ data }`; an unknown call gets a 404 envelope, and every call is recorded.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (answer === undefined) {
      return json(404, {
        meta: { code: 404, error_type: 'NotFoundException', error_message: 'Not found' },
      });
    }
    if (typeof answer === 'function') return answer(init);
    return json(
      answer.status ?? 200,
      answer.status && answer.status >= 400 ? answer.body : { data: answer.body },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
