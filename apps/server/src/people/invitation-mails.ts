// The texts of invitation mails. Plain text: readable in every client and in the dev outbox.
import type { AppContext } from '../app-context';
import type { Mail } from '../mail/mailer';

export function inviteMail(
  ctx: AppContext,
  input: { to: string; code: string; locationName: string; corporationName: string; role: string },
): Mail {
  const link = `${ctx.config.publicUrl}/sign-up?invite=${encodeURIComponent(input.code)}`;
  return {
    to: input.to,
    subject: `You are invited to ${input.corporationName} on Footfall`,
    text: [
      `You were invited to ${input.locationName} (${input.corporationName}) on Footfall as ${input.role}.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      'The link works for 7 days. If you did not expect this mail, ignore it.',
    ].join('\n'),
  };
}

export function digitsCodeMail(input: { to: string; digits: string }): Mail {
  return {
    to: input.to,
    subject: `Your Footfall code: ${input.digits}`,
    text: `Your code to accept the Footfall invitation is ${input.digits}. It works for 10 minutes.`,
  };
}

export function grantedMail(
  ctx: AppContext,
  input: {
    to: string;
    locationName: string;
    corporationName: string;
    role: string;
    locationId: number;
  },
): Mail {
  return {
    to: input.to,
    subject: `You now have access to ${input.locationName}`,
    text: [
      `You now have access to ${input.locationName} (${input.corporationName}) on Footfall as ${input.role}.`,
      '',
      `Open it: ${ctx.config.publicUrl}/main/settings/${input.locationId}/info`,
    ].join('\n'),
  };
}
