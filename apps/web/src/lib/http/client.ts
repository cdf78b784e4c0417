import { z } from 'zod';
import { logout } from '../session/logout';
import { getStoredToken, pageToken } from '../session/session-store';
import { ApiError } from './api-error';
import { envelopeError } from './envelope-error';
import { setGlobalApiError } from './global-api-error';
import { isExemptUrl } from './urls';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the `data` member of the answer; the caller gets the parsed value. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * The one success status the caller accepts; any other answer fails with its status (the
   * invite registration of docs/product.md section 8 fails on anything but 200).
   */
  expectStatus?: number;
}

/**
 * The one HTTP client of the web app. It implements docs/product.md section 8: a 401 logs out; a
 * 400 OAuthException saves the current page and logs out; any other failed GET raises the global
 * error flag; the exempt URLs (login, uploads) get none of that. Every failure throws ApiError.
 */
export async function request<T>(url: string, options: RequestOptions<T>): Promise<T> {
  return send(url, options, readData);
}

/** One page of a paginated GET (docs/product.md section 10) and where the next one is (null:
 * last). */
export interface Page<T> {
  data: T;
  nextUrl: string | null;
}

/** A paginated GET: `{ data, next_url }`; `schema` validates `data`. Fails like `request`. */
export async function requestPage<T>(url: string, options: RequestOptions<T>): Promise<Page<T>> {
  const envelope = z.object({ data: options.schema, next_url: z.string().nullable() });
  const page = await send(url, { ...options, schema: envelope }, (payload) => payload);
  return { data: page.data as T, nextUrl: page.next_url };
}

/** An answer that is not a JSON envelope: a file, a report job's state. */
export interface RawRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A call whose answer is not a JSON envelope (a report file, a job's progress): the Response once
 * it succeeded. A refused token ends the session as for every other call (docs/product.md section
 * 8, the page saved on an OAuthException); any other failure is thrown to the caller, which shows
 * it in place, so no global error banner is raised.
 */
export async function requestResponse(url: string, options: RawRequestOptions = {}) {
  const { response, fail } = await call(url, { ...options, accept: '*/*', inPlace: true });
  if (!response.ok) throw fail(toApiError(response, await readJson(response)));
  return response;
}

async function send<T>(
  url: string,
  options: RequestOptions<T>,
  pick: (payload: unknown) => unknown,
): Promise<T> {
  const { response, fail } = await call(url, { ...options, accept: 'application/json' });
  const payload = await readJson(response);
  const accepted =
    options.expectStatus === undefined ? response.ok : response.status === options.expectStatus;
  if (!accepted) throw fail(toApiError(response, payload));

  const parsed = options.schema.safeParse(pick(payload));
  if (!parsed.success) {
    const message = `Unexpected answer from ${url}: ${parsed.error.message}`;
    throw fail(new ApiError({ status: 0, errorType: null, message }));
  }
  return parsed.data;
}

/** Sends the call with the session's (or the shared page's) token; `fail` applies the session
 * rules to an error before it is thrown. */
async function call(
  url: string,
  options: RawRequestOptions & { accept: string; inPlace?: boolean },
): Promise<{ response: Response; fail: (error: ApiError) => ApiError }> {
  const method = options.method ?? 'GET';
  const shared = pageToken();
  const token = shared ?? getStoredToken();
  const fail = (error: ApiError) =>
    handleFailure(
      { url, method, viaPageToken: !!shared, inPlace: options.inPlace ?? false },
      error,
    );
  try {
    const response = await fetch(url, {
      method,
      headers: buildHeaders(token, options.body !== undefined, options.accept),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    return { response, fail };
  } catch (cause) {
    // A cancelled query is not a failure the user needs to hear about.
    if (options.signal?.aborted) throw cause;
    throw fail(new ApiError({ status: 0, errorType: null, message: 'Network error' }));
  }
}

function buildHeaders(token: string | null, hasBody: boolean, accept: string): Headers {
  const headers = new Headers({ Accept: accept });
  // The UI's language (i18n keeps it on <html lang>): what the server writes for this reader,
  // such as the mail with an invitation's digits code, is in it.
  const language = document.documentElement.lang;
  if (language) headers.set('Accept-Language', language);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Answers are read from data.data (docs/product.md section 7): the body's `data` member.
function readData(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null && 'data' in payload
    ? payload.data
    : undefined;
}

function toApiError(response: Response, payload: unknown): ApiError {
  const retryAfter = Number(response.headers.get('Retry-After'));
  return envelopeError(
    response,
    payload,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

interface FailedCall {
  url: string;
  method: HttpMethod;
  /** Sent with a shared page's `?token=`: there is no session to end. */
  viaPageToken: boolean;
  /** The caller shows the failure where it happened: no global error banner. */
  inPlace: boolean;
}

function handleFailure(
  { url, method, viaPageToken, inPlace }: FailedCall,
  error: ApiError,
): ApiError {
  if (isExemptUrl(url)) return error;
  const tokenRefused =
    error.status === 401 || (error.status === 400 && error.errorType === 'OAuthException');
  // A read-only share link that expired or was revoked: the view-only page says so itself;
  // logging out would throw away the session of a signed-in user who opened the link.
  if (tokenRefused && viaPageToken) return error;
  if (error.status === 401) {
    logout();
  } else if (error.status === 400 && error.errorType === 'OAuthException') {
    const here = window.location.pathname;
    const redirectPath =
      here === '/login' ? undefined : here + window.location.search + window.location.hash;
    logout({ redirectPath });
  } else if (method === 'GET' && !inPlace) {
    setGlobalApiError();
  }
  return error;
}
