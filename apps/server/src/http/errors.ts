// The error envelope of docs/product.md section 10. Handlers throw ApiError; the error handler in
// app.ts turns every failure (ours, zod's, Fastify's) into `{ meta: {...} }`.
import { ERROR_TYPES, envelopeMessageCodes, type ErrorType } from '@footfall/core';
import type { ZodError } from 'zod';

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_TYPES[type];
  }
}

export const notFound = (what = 'The resource') =>
  new ApiError('NotFoundException', `${what} was not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError('PermissionException', message);

/** What a field error needs of a zod issue (Fastify's schema errors carry the same, see
 * zod-schemas.ts). */
export type FieldIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
};

/** Field -> first message, with nested paths joined by dots. */
export function zodFields(error: ZodError | readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of 'issues' in error ? error.issues : error) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys' && 'keys' in issue && issue.keys) {
      for (const unknownKey of issue.keys)
        fields[unknownKey] ??= `${unknownKey} is not a known field`;
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError | readonly FieldIssue[]): ApiError {
  const fields = zodFields(error);
  const first = Object.values(fields)[0] ?? 'The request is not valid';
  return new ApiError('ValidationException', first, fields);
}

export function envelope(type: ErrorType, message: string, fields?: Record<string, string>) {
  return {
    meta: {
      code: ERROR_TYPES[type],
      error_type: type,
      error_message: message,
      ...(fields ? { fields } : {}),
      // The codes the web shows the message by in the reader's language (core server-messages).
      ...envelopeMessageCodes(message, fields),
    },
  };
}
