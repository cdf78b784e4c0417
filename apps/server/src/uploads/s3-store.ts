// The S3-compatible store: path-style requests `<endpoint>/<bucket>/<key>`, signed with SigV4 by
// aws4fetch, with the payload's SHA-256 in x-amz-content-sha256 (S3 then checks the bytes). Any
// answer but success (or 404 on get/delete) is thrown as an Error naming the operation, status and
// the S3 error's code and message.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3StoreConfig } from '../config';
import type { UploadStore } from './upload-store';

const TIMEOUT_MS = 30_000;

const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
/** 20130524T000000Z, the form SigV4 signs. */
const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The text of an S3 error document's element (<Code>, <Message>); S3 errors are flat XML. */
function errorField(xml: string, name: 'Code' | 'Message'): string | undefined {
  const start = xml.indexOf(`<${name}>`);
  if (start === -1) return undefined;
  const end = xml.indexOf(`</${name}>`, start);
  return end === -1 ? undefined : xml.slice(start + name.length + 2, end);
}

export function s3Store(config: S3StoreConfig, now: () => Date = () => new Date()): UploadStore {
  const endpoint = new URL(config.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 0,
  });

  async function send(method: string, key: string, body?: Uint8Array, contentType?: string) {
    const what = `S3 ${method} ${config.bucket}/${key} at ${endpoint.origin}`;
    try {
      const response = await client.fetch(`${endpoint.origin}${prefix}/${config.bucket}/${key}`, {
        method,
        headers: {
          'x-amz-content-sha256': sha256Hex(body ?? ''),
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        aws: { datetime: amzDate(now()) },
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
    const detail = [errorField(text, 'Code'), errorField(text, 'Message')]
      .filter(Boolean)
      .join(': ');
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
