// Outgoing mail: real SMTP when SMTP_URL is set; otherwise the message is logged and kept in the
// database outbox, which /api/dev/outbox shows on demo servers.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

export const MAIL_FROM = 'Footfall <no-reply@footfall.local>';

export function createMailer(options: {
  smtpUrl: string | null;
  db: Database;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({
          from: MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    send: async (mail) => {
      await options.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      options.log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
  };
}
