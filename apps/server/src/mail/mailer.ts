// Outgoing mail: real SMTP when SMTP_URL is set; otherwise the message is logged and kept in the
// database outbox, which /api/dev/outbox shows on demo servers (text only: an attachment is
// named at the end of the body). An SMTP session is bounded: connecting, the greeting and every
// silence on the socket time out (SMTP_TIMEOUT_MS), so a stalled server cannot hold a scheduled
// delivery past its claim.
import { plural } from '@footfall/core';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** `to` may list several addresses separated by commas. */
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Where mail goes: the SMTP server of SMTP_URL, or the database outbox when there is none. */
  delivery: 'smtp' | 'outbox';
};

export const MAIL_FROM = 'Footfall <no-reply@footfall.local>';

/** Connection, greeting and socket-inactivity timeout of an SMTP session. */
export const SMTP_TIMEOUT_MS = 60_000;

/** The transport of SMTP_URL with timeouts. createTransport({ url }) would drop the other
 * options, so the URL is parsed here; options in its query string still win. */
function smtpTransport(url: string, timeoutMs: number) {
  return nodemailer.createTransport({
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...parseConnectionUrl(url),
  });
}

export function createMailer(options: {
  smtpUrl: string | null;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests shorten it; SMTP_TIMEOUT_MS otherwise. */
  smtpTimeoutMs?: number;
}): Mailer {
  if (options.smtpUrl) {
    const transport = smtpTransport(options.smtpUrl, options.smtpTimeoutMs ?? SMTP_TIMEOUT_MS);
    return {
      delivery: 'smtp',
      send: async (mail) => {
        await transport.sendMail({
          from: MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments?.map(({ filename, content, contentType }) => ({
            filename,
            content,
            contentType,
          })),
        });
        options.log.info(
          { to: mail.to, subject: mail.subject, attachments: attachmentNames(mail) },
          'mail sent',
        );
      },
    };
  }
  return {
    delivery: 'outbox',
    send: async (mail) => {
      const names = attachmentNames(mail);
      const body =
        names.length > 0 ? `${mail.text}\n\nAttachments: ${names.join(', ')}` : mail.text;
      await options.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body });
      options.log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
  };
}

const attachmentNames = (mail: Mail) =>
  (mail.attachments ?? []).map(
    (attachment) =>
      `${attachment.filename} (${attachment.content.length} ${plural('en-US', attachment.content.length, { one: 'byte', other: 'bytes' })})`,
  );
