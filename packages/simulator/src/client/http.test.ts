// The client's retry policy against a plain HTTP stand-in that answers what a real server does
// only under failure (5xx, 429, dropped connections); the real server is exercised end to end in
// test/reliability.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IngestClient, IngestError, batchId } from './ingest-client';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** Answers the queued replies in order and records the requests. */
async function standIn(replies: Reply[]) {
  const requests: { url: string; auth: string | undefined; body: unknown }[] = [];
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        auth: request.headers.authorization,
        body: JSON.parse(text),
      });
      const reply = replies.shift() ?? { status: 500, body: {} };
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests };
}

const ack = (id: string) => ({
  status: 200,
  body: { data: { batch_id: id, accepted: 1, duplicate: false } },
});
const counts = [{ start: '2026-11-20T10:00:00Z', end: '2026-11-20T10:30:00Z', in: 3, out: 2 }];

describe('IngestClient', () => {
  it('posts the batch with the key and unwraps the ack', async () => {
    const { url, requests } = await standIn([ack('b-00000001')]);
    const client = new IngestClient({ baseUrl: `${url}/`, apiKey: 'ffk_key' });
    await expect(client.doorCounts('DOOR-1', 'b-00000001', counts)).resolves.toEqual({
      batch_id: 'b-00000001',
      accepted: 1,
      duplicate: false,
    });
    expect(requests).toEqual([
      {
        url: '/api/v1/ingest/door-counts',
        auth: 'Bearer ffk_key',
        body: { tag: 'DOOR-1', batch_id: 'b-00000001', counts },
      },
    ]);
  });

  it('retries 5xx and 429 (Retry-After) and sends the same batch again', async () => {
    const { url, requests } = await standIn([
      { status: 503, body: { meta: { error_type: 'ServerException', error_message: 'busy' } } },
      { status: 429, body: {}, headers: { 'retry-after': '0' } },
      ack('b-00000002'),
    ]);
    const client = new IngestClient({ baseUrl: url, apiKey: 'k' });
    const result = await client.counts('GW-1', 'b-00000002', [{ start: 'a', end: 'b', count: 1 }]);
    expect(result.accepted).toBe(1);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => JSON.stringify(request.body))).size).toBe(1);
  });

  it('throws a 4xx at once with the envelope message and fields', async () => {
    const { url, requests } = await standIn([
      {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'rssi must be between -127 and 0',
            fields: { 'detections.0.rssi': 'rssi must be between -127 and 0' },
          },
        },
      },
    ]);
    const client = new IngestClient({ baseUrl: url, apiKey: 'k' });
    const error = await client
      .detections('GW-1', 'b-00000003', [{ ts: 'x', device: 'd', rssi: 5, randomized: false }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationException',
      message: 'rssi must be between -127 and 0',
      fields: { 'detections.0.rssi': 'rssi must be between -127 and 0' },
    });
    expect(requests).toHaveLength(1);
  });

  it('gives up after its retries when nothing listens', async () => {
    const { url } = await standIn([]);
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    const client = new IngestClient({ baseUrl: url, apiKey: 'k', retries: 2 });
    await expect(client.heartbeat('GW-1', '2026-11-20T10:00:00Z', '1.0', 5)).rejects.toThrow();
  });
});

describe('batchId', () => {
  it('is 32 hex characters, the same for the same parts and different otherwise', () => {
    expect(batchId('calit2', 7, 'CalIt2.data', 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(batchId('calit2', 7, 'CalIt2.data', 0)).toBe(batchId('calit2', 7, 'CalIt2.data', 0));
    expect(batchId('calit2', 7, 'CalIt2.data', 1)).not.toBe(batchId('calit2', 7, 'CalIt2.data', 0));
    expect(batchId('a', 'bc')).not.toBe(batchId('ab', 'c'));
  });
});
