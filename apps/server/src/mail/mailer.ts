// Outgoing mail: real SMTP when SMTP_URL is set; otherwise the message is logged and kept in the
// database outbox, which /api/dev/outbox shows on demo servers (text only: an attachment is
// named at the end of the body).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** `to` may list several addresses separated by commas. */
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
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
    (attachment) => `${attachment.filename} (${attachment.content.length} bytes)`,
  );
