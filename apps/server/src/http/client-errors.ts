// Requests Node's HTTP parser refuses before Fastify sees them (headers or address over 16 KB, a
// malformed request line, a client too slow): answered in the error envelope like every other
// error, then the connection is closed (Fastify's default answers a body of its own).
import type { Socket } from 'node:net';
import { envelope } from './errors';

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const message =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'The address or the headers of the request are too long'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'The request took too long to arrive'
        : 'The request is not valid HTTP';
  const body = JSON.stringify(envelope('ValidationException', message));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
