#!/usr/bin/env node
// The e2e mailbox: a real SMTP server on SMTP_PORT that keeps every message, and a small HTTP
// endpoint on HTTP_PORT (GET /mails) from which the tests read them.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.HTTP_PORT ?? 2580);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      // Quoted-printable soft breaks and escapes undone, so links and codes read plainly.
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        text,
        at: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url === '/mails' ? mails : { ok: true }));
  })
  .listen(httpPort, '127.0.0.1');
