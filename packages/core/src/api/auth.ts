// Login (two steps, docs/product.md section 4), sign-up and logout.
import { z } from 'zod';
import { emailField, newPasswordField, optionalText, requiredText } from './fields';

export const loginStep1RequestSchema = z.strictObject({
  user_name: requiredText('Email', 254),
});
export const loginStep2RequestSchema = z.strictObject({
  user_pwde: z.string().min(1, 'Password is empty').max(1000),
  token_auth: z.string().min(1).max(200),
});
export const loginRequestSchema = z.union([loginStep1RequestSchema, loginStep2RequestSchema]);
export type LoginStep1Request = z.infer<typeof loginStep1RequestSchema>;
export type LoginStep2Request = z.infer<typeof loginStep2RequestSchema>;

export const loginStep1ResponseSchema = z.object({
  token_auth: z.string(),
  token_key: z.string().length(32),
});
export const loginStep2ResponseSchema = z.object({
  access_token: z.string(),
  /** Seconds until the token expires (35,000 s = the session's 35,000,000 ms). */
  expires_in: z.number().int(),
});
export type LoginStep1Response = z.infer<typeof loginStep1ResponseSchema>;
export type LoginStep2Response = z.infer<typeof loginStep2ResponseSchema>;

export const signUpRequestSchema = z.strictObject({
  email: emailField('Email'),
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  password: newPasswordField('Password'),
  /** The organisation created with the account; defaults to "<first name>'s organisation". */
  corporation_name: optionalText('Organisation name', 200),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.object({
  user_id: z.string(),
  corporation_id: z.string(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** GET /api/system/demo-login: a demo server's sign-in, shown on its login page (404 elsewhere). */
export const demoLoginResponseSchema = z.object({ email: z.string(), password: z.string() });
export type DemoLoginResponse = z.infer<typeof demoLoginResponseSchema>;
