// Inviting colleagues: by e-mail with a role; the invitee proves the address with a digits code.
import { z } from 'zod';
import { emailField, idString, newPasswordField, requiredText } from './fields';
import { roleSchema } from './location-admin';

export const inviteRequestSchema = z.strictObject({
  email: emailField('Email'),
  role: roleSchema,
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** POST /invite-user: the same for a person without an account, naming the location. */
export const inviteUserRequestSchema = z.strictObject({
  email: emailField('Email'),
  role: roleSchema,
  location_id: idString,
});
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

export const inviteResultSchema = z.object({
  /** granted: the address already had an account, which now has access; invited: a mail went out. */
  status: z.enum(['granted', 'invited']),
  email: z.string(),
  role: roleSchema,
  expires_at: z.string().nullable(),
  /** sent: to the mail server; outbox: no mail server is set up, the mail waits in the
   * development outbox (a demo server shows it to the organisation's owners). */
  mail: z.enum(['sent', 'outbox']),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** GET system/locations/{id}/invites: invitations mailed for the location, not yet accepted and
 * not expired, newest first. */
export const pendingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  /** The inviter's name, or null when that account no longer exists. */
  invited_by: z.string().nullable(),
  /** When the invitation was last mailed (sent or sent again). */
  sent_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

export const pendingInviteParams = z.strictObject({ id: idString, inviteId: idString });

export const inviteDetailsSchema = z.object({
  email: z.string(),
  corporation: z.string(),
  location: z.string().nullable(),
  role: roleSchema,
  expires_at: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const DIGITS_CODE_LENGTH = 6;

export const digitsCodeSentSchema = z.object({ sent: z.boolean(), expires_in: z.number().int() });

export const digitsCodeQuerySchema = z.strictObject({
  digits: z
    .string({ error: 'Code is empty' })
    .trim()
    .regex(new RegExp(`^\\d{${DIGITS_CODE_LENGTH}}$`), 'Code is not valid'),
});

export const digitsCodeCheckSchema = z.object({ valid: z.boolean() });

export const inviteRegisterRequestSchema = z.strictObject({
  command: z.literal('register', { error: 'Command is not valid' }),
  digits: digitsCodeQuerySchema.shape.digits,
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  password: newPasswordField('Password'),
});
export type InviteRegisterRequest = z.input<typeof inviteRegisterRequestSchema>;

export const inviteCodeParams = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'code is not valid'),
});

/** Registering through an invitation signs the new user in: the answer is the login's. */
export { loginStep2ResponseSchema as inviteRegisterResponseSchema } from './auth';
