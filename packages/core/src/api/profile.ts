// The signed-in user's own profile (`/api/system/myprofile`).
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../rules/i18n/locale';
import { emailField, newPasswordField, requiredText } from './fields';

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.enum(SUPPORTED_LOCALES).nullable(),
  corporation_id: z.string(),
  role: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateRequestSchema = z
  .strictObject({
    email: emailField('Email').optional(),
    first_name: requiredText('First name', 100).optional(),
    last_name: requiredText('Last name', 100).optional(),
    locale: z.enum(SUPPORTED_LOCALES, { error: 'Language is not valid' }).nullable().optional(),
    current_password: z.string().max(200).optional(),
    new_password: newPasswordField('New password').optional(),
  })
  .refine((body) => body.new_password === undefined || !!body.current_password, {
    message: 'Current password is empty',
    path: ['current_password'],
  })
  .refine((body) => body.email === undefined || !!body.current_password, {
    message: 'Current password is empty',
    path: ['current_password'],
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** POST system/myprofile/sign-out-everywhere: how many other sessions were ended. */
export const signOutEverywhereResponseSchema = z.object({ sessions_ended: z.number().int() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;
