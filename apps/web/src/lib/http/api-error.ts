import type { ErrorType } from '@footfall/core';

export interface ApiErrorDetails {
  /** HTTP status; 0 when the server could not be reached or answered something unreadable. */
  status: number;
  errorType: ErrorType | null;
  message: string;
  /** Per-field messages of a 400 ValidationException, keyed by request field name. */
  fields?: Record<string, string>;
  /** Seconds from a Retry-After header (429), when the server sent one. */
  retryAfterSeconds?: number | null;
}

/** Every failed call of the HTTP client throws this, so screens can read status and fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorType: ErrorType | null;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | null;

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.name = 'ApiError';
    this.status = details.status;
    this.errorType = details.errorType;
    this.fields = details.fields ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
