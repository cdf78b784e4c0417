// The location's API key (sensor ingest) and read-only share tokens.
import { z } from 'zod';

export const apiKeySchema = z.object({
  /** Full once, right after rotation; masked (prefix and last four) afterwards; null if none yet. */
  api_key: z.string().nullable(),
  masked: z.boolean(),
  created_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyRotateRequestSchema = z.strictObject({
  api_key: z.literal('new', { error: 'api_key must be "new"' }),
});

export const SHARE_TOKEN_MAX_DAYS = 90;

export const shareTokenRequestSchema = z.strictObject({
  /** How long the link works; default 7 days. */
  expires_in_days: z
    .number({ error: 'Days is not an number' })
    .int('Days is not an integer')
    .positive('Days is not positive')
    .max(SHARE_TOKEN_MAX_DAYS, `Days must be at most ${SHARE_TOKEN_MAX_DAYS}`)
    .default(7),
});

export const shareTokenSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  location_id: z.string(),
});
export type ShareToken = z.infer<typeof shareTokenSchema>;
