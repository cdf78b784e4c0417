// The invitation mails, in the reader's language (invitation-mail-texts.ts). Plain text: readable
// in every client and in the dev outbox.
import type { Locale, Role } from '@footfall/core';
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';
import { invitationMailTexts } from './invitation-mail-texts';

export function inviteMail(
  ctx: AppContext,
  input: {
    to: string;
    code: string;
    locationName: string;
    corporationName: string;
    role: Role;
    locale: Locale;
  },
): Mail {
  const words = invitationMailTexts(input.locale);
  const link = `${ctx.config.publicUrl}/sign-up?invite=${encodeURIComponent(input.code)}`;
  return {
    to: input.to,
    subject: words.invite.subject(input.corporationName),
    text: words.invite
      .lines({
        location: input.locationName,
        corporation: input.corporationName,
        role: words.role[input.role],
        link,
      })
      .join('\n'),
  };
}

export function digitsCodeMail(input: { to: string; digits: string; locale: Locale }): Mail {
  const words = invitationMailTexts(input.locale).digits;
  return { to: input.to, subject: words.subject(input.digits), text: words.text(input.digits) };
}

export function grantedMail(
  ctx: AppContext,
  input: {
    to: string;
    locationName: string;
    corporationName: string;
    role: Role;
    locationId: number;
    locale: Locale;
  },
): Mail {
  const words = invitationMailTexts(input.locale);
  return {
    to: input.to,
    subject: words.granted.subject(input.locationName),
    text: words.granted
      .lines({
        location: input.locationName,
        corporation: input.corporationName,
        role: words.role[input.role],
        link: `${ctx.config.publicUrl}/main/settings/${input.locationId}/info`,
      })
      .join('\n'),
  };
}
