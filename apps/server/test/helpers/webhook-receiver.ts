// A webhook receiver for the alert tests: records every request and answers the queued statuses
// (then 200), so a test can read what was posted and make deliveries fail.
import { createServer, type Server } from 'node:http';

export type ReceivedRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

export async function startWebhookReceiver(path = '/hooks/footfall') {
  const received: ReceivedRequest[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    failNext: (...codes: number[]) => statuses.push(...codes),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
