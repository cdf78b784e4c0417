// The HTTP plumbing shared by the ingest client and the API session: JSON requests with the
// server's envelopes unwrapped, and bounded retries while the server is down or overloaded.

/** A request the server refused (4xx, or a 5xx that outlived the retries), with the envelope's text. */
export class IngestError extends Error {
  readonly status: number;
  readonly type: string;
  readonly fields?: Record<string, string>;
  constructor(status: number, type: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'IngestError';
    this.status = status;
    this.type = type;
    if (fields) this.fields = fields;
  }
}

export interface RetryPolicy {
  /** How many times a failed attempt is repeated (0 = never). */
  retries: number;
  /** Upper bound on the total time spent waiting between attempts, in ms. */
  maxTotalWaitMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 10, maxTotalWaitMs: 60_000 };

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 10_000;

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
}

type Envelope = {
  data?: unknown;
  meta?: {
    code?: number;
    error_type?: string;
    error_message?: string;
    fields?: Record<string, string>;
  };
  type?: string;
  message?: string;
  fields?: Record<string, string>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Network failures worth another attempt: the server is restarting or the socket dropped. */
function isTransientNetworkError(error: unknown): boolean {
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'EAI_AGAIN'];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  // undici reports a dropped connection as a bare "fetch failed" TypeError.
  return error instanceof TypeError && error.message === 'fetch failed';
}

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text();
  if (text === '') return {};
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function errorFrom(status: number, envelope: Envelope): IngestError {
  const meta = envelope.meta;
  const type = meta?.error_type ?? envelope.type ?? `HTTP${status}`;
  const message = meta?.error_message ?? envelope.message ?? `The server answered ${status}`;
  return new IngestError(status, type, message, meta?.fields ?? envelope.fields);
}

type Attempt =
  | { kind: 'done'; data: unknown }
  | { kind: 'retry'; failure: unknown; retryAfterMs: number | null };

/** One try: the data, a failure worth retrying, or a thrown final error. */
async function attemptOnce(request: JsonRequest): Promise<Attempt> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    // Reading the body can fail too when the server is killed mid-answer.
    const envelope = await readEnvelope(response);
    if (response.ok) return { kind: 'done', data: envelope.data };
    const failure = errorFrom(response.status, envelope);
    if (response.status < 500 && response.status !== 429) throw failure;
    return { kind: 'retry', failure, retryAfterMs: retryAfterMs(response) };
  } catch (error) {
    if (!isTransientNetworkError(error)) throw error;
    return { kind: 'retry', failure: error, retryAfterMs: null };
  }
}

/**
 * Sends one JSON request and returns the answer's `data`. Retries network errors, 5xx and 429
 * (honouring Retry-After) with exponential back-off; a 4xx is thrown at once as an IngestError.
 */
export async function requestJson(
  request: JsonRequest,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<unknown> {
  let waited = 0;
  for (let attempt = 0; ; attempt += 1) {
    const result = await attemptOnce(request);
    if (result.kind === 'done') return result.data;
    const delay = result.retryAfterMs ?? Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
    if (attempt >= policy.retries || waited + delay > policy.maxTotalWaitMs) throw result.failure;
    await sleep(delay);
    waited += delay;
  }
}
