// AWS Signature Version 4 (header form) for S3, as a pure function: no clock, no I/O. The S3
// test's verifying proxy recomputes each signature with it, independently of the product's signer
// (aws4fetch). The caller
// passes every header to sign (host and x-amz-date included) and the payload's SHA-256; the
// result is the Authorization header. Pinned to AWS's published S3 example by sigv4.test.ts.
import { createHash, createHmac } from 'node:crypto';

export type SigV4Request = {
  method: string;
  /** The path before percent-encoding, e.g. `/bucket/12/abc`. */
  path: string;
  query?: Record<string, string>;
  /** The headers to sign, `host` and `x-amz-date` included; names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256). */
  payloadHash: string;
  /** `YYYYMMDDTHHMMSSZ`, the x-amz-date header. */
  amzDate: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type SigV4Result = {
  authorization: string;
  signature: string;
  canonicalRequest: string;
  stringToSign: string;
};

export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest();

/** 2013-05-24T00:00:00.000Z -> 20130524T000000Z */
export const toAmzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** Percent-encodes all but the RFC 3986 unreserved characters, as SigV4 requires. */
export const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Each segment encoded once, slashes kept: the canonical URI of S3 (and the path to send). */
export const encodePath = (path: string) => path.split('/').map(encodeRfc3986).join('/');

export function signV4(request: SigV4Request): SigV4Result {
  const service = request.service ?? 's3';
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = Object.entries(request.query ?? {})
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    encodePath(request.path),
    query,
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const day = request.amzDate.slice(0, 8);
  const scope = `${day}/${request.region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    request.amzDate,
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, day), request.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
    signature,
    canonicalRequest,
    stringToSign,
  };
}
