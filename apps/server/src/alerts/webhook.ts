// Webhook delivery: a JSON body signed with HMAC-SHA256 of the raw body in X-Footfall-Signature
// (the GitHub convention, `sha256=<hex>`), a 5-second timeout, any 2xx counts as delivered.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Footfall-Signature';
export const WEBHOOK_TIMEOUT_MS = 5_000;

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What a receiver does (docs/alerts.md shows it): recompute and compare in constant time. */
export function verifySignature(secret: string, body: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Posts the body; throws with a short reason on a network error, a timeout or a non-2xx. */
export async function postWebhook(
  url: string,
  body: string,
  secret: string,
  headers: Record<string, string> = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Footfall-Webhooks/1',
        [SIGNATURE_HEADER]: signBody(secret, body),
        ...headers,
      },
      body,
      // A redirect could lead anywhere: the receiver must answer at the URL it gave.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    throw new Error(`webhook failed: ${reason}`);
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299)
    throw new Error(`webhook answered HTTP ${response.status}`);
}
