// The upload flow of docs/product.md section 7: credentials from the server, then a multipart POST
// to the upload service. Both URLs are exempt from the client's logout/error handling
// (docs/product.md section 8): the caller shows the failure in place.
import { uploadCredentialsSchema, uploadResultSchema, type UploadResult } from '@footfall/core';
import { request } from '../lib/http/client';
import { ApiError } from '../lib/http/api-error';
import { envelopeError } from '../lib/http/envelope-error';
import { originUrl } from '../lib/http/urls';
import { getStoredToken, pageToken } from '../lib/session/session-store';

/** Uploads one file; store "1" keeps it, "0" marks it temporary until a floor plan adopts it. */
export async function uploadFile(file: File, store: '0' | '1' = '1'): Promise<UploadResult> {
  const credentials = await request(originUrl('upload/credentials'), {
    schema: uploadCredentialsSchema,
  });
  const form = new FormData();
  form.set('pub_key', credentials.public_key);
  form.set('store', store);
  form.set('file', file, file.name);
  form.set('file_name', file.name);
  form.set('signature', credentials.signature);
  form.set('expire', String(credentials.expire));
  let response: Response;
  try {
    response = await fetch(credentials.upload_url, { method: 'POST', body: form });
  } catch {
    throw new ApiError({ status: 0, errorType: null, message: 'Network error' });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw envelopeError(response, payload);
  }
  const data = (payload as { data?: unknown } | undefined)?.data;
  return uploadResultSchema.parse(data);
}

/**
 * An uploaded file as an object URL: the file URL needs the caller's token, which an <img> cannot
 * send, so the bytes are fetched with it. The caller revokes the URL when done.
 */
export async function fetchUploadObjectUrl(url: string, signal?: AbortSignal): Promise<string> {
  const token = pageToken() ?? getStoredToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok)
    throw new ApiError({ status: response.status, errorType: null, message: 'Image not found' });
  return URL.createObjectURL(await response.blob());
}

/** The natural size of an image file, read by the browser. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}
