// Uploads in an S3-compatible store (UPLOAD_STORE=s3): the configuration, the store against a
// real s3rver, and the upload flow of uploads.test.ts through the server with the S3 store.
//
// s3rver 3.7 checks the access key id but does not verify SigV4 signatures (its
// lib/middleware/authentication.js: "Signature version 4 calculation is unimplemeneted"). So the
// store reaches it through a small proxy that, like S3, recomputes each signature from the
// headers it actually received with the secret S3RVER, checks x-amz-content-sha256 against the
// body, and answers 403 SignatureDoesNotMatch otherwise. The signing itself is pinned to AWS's
// published example in sigv4.test.ts, so the proxy is not checking it against itself.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type S3StoreConfig } from '../src/config';
import { uploadedFiles } from '../src/db/schema/floor-plans';
import { s3Store } from '../src/uploads/s3-store';
import { sha256Hex, signV4 } from './helpers/sigv4';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const TETAM_PNG = path.resolve(__dirname, '../../../../shared/datasets/ble-tetam/tetam.png');
const PNG_BYTES = existsSync(TETAM_PNG)
  ? await readFile(TETAM_PNG)
  : Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
const BUCKET = 'footfall';
const SECRET = 'S3RVER';

type Credentials = { public_key: string; signature: string; expire: number; upload_url: string };

describe('UPLOAD_STORE configuration', () => {
  const s3Env = {
    UPLOAD_STORE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:4569',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: SECRET,
  };

  it('keeps the disk by default and reads the S3 settings', () => {
    expect(readConfig({}).uploadStore).toEqual({ kind: 'disk' });
    expect(readConfig({ UPLOAD_STORE: 'disk' }).uploadStore).toEqual({ kind: 'disk' });
    expect(readConfig(s3Env).uploadStore).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:4569',
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: SECRET,
    });
    expect(readConfig({ ...s3Env, S3_REGION: 'eu-central-1' }).uploadStore).toMatchObject({
      region: 'eu-central-1',
    });
  });

  it('stops the start-up on a missing or wrong setting, naming it', () => {
    expect(() => readConfig({ UPLOAD_STORE: 's3', S3_ENDPOINT: 'http://x' })).toThrow(
      'UPLOAD_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set',
    );
    expect(() => readConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /needs S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readConfig({ ...s3Env, S3_ENDPOINT: '127.0.0.1:4569' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => readConfig({ UPLOAD_STORE: 'gcs' })).toThrow(
      'UPLOAD_STORE must be "disk" or "s3", not "gcs"',
    );
  });
});

/** Forwards to s3rver what carries a valid SigV4 signature for SECRET; answers 403 otherwise. */
function verifyingProxy(target: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const match =
          /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
            req.headers.authorization ?? '',
          );
        const url = new URL(req.url ?? '/', 'http://proxy');
        const signed = match?.[4]?.split(';') ?? [];
        const payloadHash = String(req.headers['x-amz-content-sha256']);
        const expected =
          match &&
          signed.includes('host') &&
          signed.includes('x-amz-date') &&
          signed.includes('x-amz-content-sha256') &&
          signV4({
            method: req.method ?? 'GET',
            path: url.pathname.split('/').map(decodeURIComponent).join('/'),
            query: Object.fromEntries(url.searchParams),
            headers: Object.fromEntries(signed.map((name) => [name, String(req.headers[name])])),
            payloadHash,
            amzDate: String(req.headers['x-amz-date']),
            region: match[3]!,
            accessKeyId: match[1]!,
            secretAccessKey: SECRET,
          }).signature;
        if (!match || expected !== match[5] || payloadHash !== sha256Hex(body)) {
          res.writeHead(403, { 'content-type': 'application/xml' });
          res.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code>' +
              '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
          );
          return;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
            headers[name] = value;
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers,
          body: body.length > 0 ? body : undefined,
        });
        const answerHeaders: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'transfer-encoding', 'connection'].includes(name))
            answerHeaders[name] = value;
        });
        const answerBody = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, answerHeaders);
        res.end(answerBody);
      })().catch((error: unknown) => {
        res.writeHead(502);
        res.end(String(error));
      });
    });
  });
}

describe('uploads in an S3-compatible store', () => {
  let s3rver: S3rver;
  let proxy: Server;
  let s3Dir: string;
  let dataDir: string;
  let store: S3StoreConfig;
  let server: TestServer;
  let fixture: Fixture;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 'footfall-s3rver-'));
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3rver.run();
    proxy = verifyingProxy(`http://127.0.0.1:${port}`);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as { port: number }).port;
    store = {
      endpoint: `http://127.0.0.1:${proxyPort}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: SECRET,
    };

    server = await startTestServer({ demo: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'footfall-uploads-'));
    // The store is picked per request from ctx.config, as DATA_DIR is in uploads.test.ts.
    server.ctx.config.dataDir = dataDir;
    server.ctx.config.uploadStore = { kind: 's3', ...store };
    fixture = await organisationFixture(server);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => proxy?.close(resolve));
    await s3rver?.close();
    for (const dir of [dataDir, s3Dir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  const objectsInBucket = async () =>
    existsSync(path.join(s3Dir, BUCKET))
      ? (await readdir(path.join(s3Dir, BUCKET), { recursive: true })).filter((name) =>
          name.endsWith('._S3rver_object'),
        ).length
      : 0;

  const credentials = async (): Promise<Credentials> => {
    const res = await server.request('GET', '/upload/credentials', {
      token: fixture.tokens.owner,
    });
    expect(res.status).toBe(200);
    return res.body.data as Credentials;
  };

  const upload = async (creds: Credentials, bytes: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.set('pub_key', creds.public_key);
    form.set('store', '1');
    form.set('file_name', fileName);
    form.set('signature', creds.signature);
    form.set('expire', String(creds.expire));
    form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${server.url}${creds.upload_url}`, {
      method: 'POST',
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test JSON
  };

  it('puts, gets and deletes signed objects in the bucket', async () => {
    const files = s3Store(store);
    const key = '7/0123456789abcdef0123456789abcdef';
    expect(await files.get(key)).toBeNull();
    await files.put(key, PNG_BYTES, 'image/png');
    expect(Buffer.from((await files.get(key))!).equals(PNG_BYTES)).toBe(true);
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    await files.delete(key); // deleting an absent key is not an error
  });

  it('reports a wrong secret, a wrong access key and a missing bucket clearly', async () => {
    const key = '7/fedcba9876543210fedcba9876543210';
    await expect(
      s3Store({ ...store, secretAccessKey: 'not-the-secret' }).put(key, PNG_BYTES, 'image/png'),
    ).rejects.toThrow(
      /^S3 PUT footfall\/7\/fedcba9876543210fedcba9876543210 at http:\/\/127\.0\.0\.1:\d+ answered 403 SignatureDoesNotMatch: /,
    );
    // s3rver itself checks the access key id.
    await expect(s3Store({ ...store, accessKeyId: 'NOBODY' }).get(key)).rejects.toThrow(
      /answered 403 InvalidAccessKeyId/,
    );
    await expect(s3Store({ ...store, bucket: 'absent' }).get(key)).rejects.toThrow(
      /answered 404 NoSuchBucket/,
    );
    await expect(s3Store({ ...store, endpoint: 'http://127.0.0.1:9' }).get(key)).rejects.toThrow(
      /^S3 GET footfall\/.* failed: /,
    );
    expect(await s3Store(store).get(key)).toBeNull();
  });

  it('stores an upload (tetam.png) in the bucket and serves the same bytes back', async () => {
    const before = await objectsInBucket();
    const res = await upload(await credentials(), PNG_BYTES, 'tetam.png');
    expect(res.status).toBe(201);
    const id = res.body.data.file as string;
    expect(res.body.data.url).toBe(`/upload/files/${id}`);
    expect(await objectsInBucket()).toBe(before + 1);
    const stored = await s3Store(store).get(`${fixture.corporationId}/${id}`);
    expect(Buffer.from(stored!).equals(PNG_BYTES)).toBe(true);
    // Nothing on the disk: the bytes live in the bucket only.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await fetch(`${server.url}${res.body.data.url}`, {
      headers: { authorization: `Bearer ${fixture.tokens.owner}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const foreign = await fetch(`${server.url}${res.body.data.url}`, {
      headers: { authorization: `Bearer ${fixture.tokens.foreign}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('answers 500 with the envelope and stores nothing when the store refuses', async () => {
    const rowsBefore = (await server.ctx.db.select().from(uploadedFiles)).length;
    const objectsBefore = await objectsInBucket();
    server.ctx.config.uploadStore = { kind: 's3', ...store, secretAccessKey: 'not-the-secret' };
    try {
      const res = await upload(await credentials(), PNG_BYTES, 'tetam.png');
      expect(res.status).toBe(500);
      expect(res.body.meta).toEqual({
        code: 500,
        error_type: 'ServerException',
        error_message: 'The file could not be stored; try again later',
        message_code: 'uploads.notStored',
        message_params: {},
      });
    } finally {
      server.ctx.config.uploadStore = { kind: 's3', ...store };
    }
    expect((await server.ctx.db.select().from(uploadedFiles)).length).toBe(rowsBefore);
    expect(await objectsInBucket()).toBe(objectsBefore);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});
