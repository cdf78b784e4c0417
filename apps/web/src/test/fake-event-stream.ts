// A server-sent event stream for jsdom tests: fetch is stubbed, and each call opens a stream the
// test writes events into, ends or breaks, with the request's URL and headers to check.
import { vi } from 'vitest';

export interface FakeStream {
  url: string;
  headers: Headers;
  aborted: boolean;
  send(event: string, data: unknown): Promise<void>;
  /** The connection drops (the client should reconnect). */
  fail(): Promise<void>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Stubs fetch; the streams it opened, newest last. `status` answers a refusal instead. */
export function stubEventStreams(status = 200): FakeStream[] {
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (status !== 200) return new Response('{}', { status });
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const stream: FakeStream = {
        url,
        headers: new Headers(init?.headers),
        aborted: false,
        send: async (event, data) => {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
          await settle();
          await settle();
        },
        fail: async () => {
          controller.error(new TypeError('network error'));
          await settle();
          await settle();
        },
      };
      init?.signal?.addEventListener('abort', () => {
        stream.aborted = true;
      });
      streams.push(stream);
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return streams;
}
