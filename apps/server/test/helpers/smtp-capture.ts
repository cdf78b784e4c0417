// A local SMTP server that keeps what it receives, so tests can read the real mail.
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

/** `port` 0 picks a free one; a fixed port lets a test stop the server and start it again. */
export async function startSmtpCapture(port = 0): Promise<{
  url: string;
  mails: CapturedMail[];
  stop: () => Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and codes. */
export function mailText(raw: string): string {
  // Quoted-printable escapes are bytes of UTF-8: runs of them decode together ("=C3=B3" is "ó").
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}
