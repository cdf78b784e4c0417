// The response envelopes of docs/product.md section 10: `{ data }` on success, `{ meta }` on
// failure.
import { z } from 'zod';

export const ERROR_TYPES = {
  ValidationException: 400,
  OAuthException: 400,
  AuthenticationException: 401,
  PermissionException: 403,
  NotFoundException: 404,
  ConflictException: 409,
  RateLimitException: 429,
  ServerException: 500,
  /** The database is out of reach for a moment (restarting): retry after Retry-After seconds. */
  UnavailableException: 503,
} as const;
export type ErrorType = keyof typeof ERROR_TYPES;

export const errorEnvelopeSchema = z.object({
  meta: z.object({
    code: z.number().int(),
    error_type: z.enum(Object.keys(ERROR_TYPES) as [ErrorType, ...ErrorType[]]),
    error_message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The code of error_message and its values (server-messages), for the reader's language. */
    message_code: z.string().optional(),
    message_params: z.record(z.string(), z.string()).optional(),
    /** The same for each of `fields` that has a code. */
    field_codes: z
      .record(z.string(), z.object({ code: z.string(), params: z.record(z.string(), z.string()) }))
      .optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageDescriptionSchema = z.object({ start_date: z.string(), end_date: z.string() });

export const paginatedEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, next_url: z.string().nullable(), description: pageDescriptionSchema });
