import { errorEnvelopeSchema } from '@footfall/core';
import { ApiError } from './api-error';
import { translatedEnvelope } from './server-text';

/**
 * The ApiError of a failed answer, from its `{ meta }` envelope when it has one (message and field
 * messages in the UI's language), else from the HTTP status. Every client of the web builds its
 * errors here.
 */
export function envelopeError(
  response: Response,
  payload: unknown,
  retryAfterSeconds: number | null = null,
): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(payload);
  const meta = envelope.success ? envelope.data.meta : null;
  const texts = meta ? translatedEnvelope(meta) : null;
  return new ApiError({
    status: response.status,
    errorType: meta?.error_type ?? null,
    message: texts?.message ?? (response.statusText || `HTTP ${response.status}`),
    fields: texts?.fields,
    retryAfterSeconds,
  });
}
