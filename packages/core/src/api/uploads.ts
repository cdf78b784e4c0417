// The upload flow of docs/product.md section 7: credentials, then a multipart POST to
// the upload service, which answers with the file id and the URL that serves it.
import { z } from 'zod';
import { idString } from './fields';

/** Largest accepted upload (floor plans are photos or scans). */
export const UPLOAD_MAX_MB = 15;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** How long an upload signature stays valid. */
export const UPLOAD_SIGNATURE_TTL_S = 600;
/** Accepted types, recognised by their content (magic bytes), never by the file name. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const UPLOAD_MESSAGES = {
  missingField: (field: string) => `${field} is empty`,
  badKey: 'The upload key is not valid',
  badSignature: 'The upload signature is not valid',
  expired: 'The upload signature has expired; ask for new upload credentials',
  tooLarge: `The file is larger than ${UPLOAD_MAX_MB} MB`,
  // Raw PDFs are refused: the web app renders the first page to a PNG before uploading.
  pdf: 'Upload the PDF from the floor plans page: its first page is converted to an image',
  wrongType: 'The file must be a PNG, JPEG or SVG image',
  badStore: 'Store must be "1" (keep) or "0" (temporary)',
} as const;

export const uploadCredentialsQuerySchema = z.strictObject({
  /** Needed only when the user belongs to several corporations; default: their first. */
  corporation_id: idString.optional(),
});

export const uploadCredentialsSchema = z.object({
  /** Identifies the caller's corporation to the upload service (no session needed there). */
  public_key: z.string(),
  /** Hex HMAC-SHA256 of `expire` with the server's upload secret. */
  signature: z.string(),
  /** Unix seconds. */
  expire: z.number().int(),
  upload_url: z.string(),
});
export type UploadCredentials = z.infer<typeof uploadCredentialsSchema>;

export const uploadResultSchema = z.object({ file: z.string(), url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
