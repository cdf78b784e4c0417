// The S3-compatible store: path-style requests `<endpoint>/<bucket>/<key>` with plain fetch,
// signed with SigV4 (sigv4.ts) and the payload's SHA-256 in x-amz-content-sha256. Any answer but
// success (or 404 on get/delete) is thrown as an Error naming the operation, status and S3 code.
import type { S3StoreConfig } from '../config';
import { encodePath, sha256Hex, signV4, toAmzDate } from './sigv4';
import type { UploadStore } from './upload-store';

const TIMEOUT_MS = 30_000;

export function s3Store(config: S3StoreConfig, now: () => Date = () => new Date()): UploadStore {
  const endpoint = new URL(config.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');

  async function send(method: string, key: string, body?: Uint8Array, contentType?: string) {
    const path = `${prefix}/${config.bucket}/${key}`;
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = toAmzDate(now());
    const headers: Record<string, string> = {
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const { authorization } = signV4({
      method,
      path,
      headers: { ...headers, host: endpoint.host },
      payloadHash,
      amzDate,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    const what = `S3 ${method} ${config.bucket}/${key} at ${endpoint.origin}`;
    try {
      const response = await fetch(`${endpoint.origin}${encodePath(path)}`, {
        method,
        headers: { ...headers, authorization },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { response, what };
    } catch (error) {
      throw new Error(`${what} failed: ${(error as Error).cause ?? (error as Error).message}`, {
        cause: error,
      });
    }
  }

  async function failure(what: string, response: Response): Promise<Error> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    const detail = [code, message].filter(Boolean).join(': ');
    return new Error(`${what} answered ${response.status}${detail ? ` ${detail}` : ''}`);
  }

  return {
    async put(key, bytes, contentType) {
      const { response, what } = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure(what, response);
      await response.body?.cancel();
    },
    async get(key) {
      const { response, what } = await send('GET', key);
      if (response.status === 404) {
        const error = await failure(what, response);
        // A missing bucket is a configuration fault, not a missing file.
        if (error.message.includes('NoSuchBucket')) throw error;
        return null;
      }
      if (!response.ok) throw await failure(what, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const { response, what } = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(what, response);
      await response.body?.cancel();
    },
  };
}
