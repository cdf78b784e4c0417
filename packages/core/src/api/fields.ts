// Reusable request pieces: every form field of the API is built here once, so the
// server's 400 messages and the web's inline messages are the same docs/product.md section 5 texts.
import { z } from 'zod';
import { VALIDATION_MESSAGES, formatValidationMessage } from '../rules/validation/validators';
import { isValidEmail } from '../rules/validation/email';

const message = (rule: keyof typeof VALIDATION_MESSAGES, label: string) =>
  formatValidationMessage(VALIDATION_MESSAGES[rule], label);

/** A required, trimmed text field; blank is "<label> is empty". */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: message('notEmpty', label) })
    .trim()
    .min(1, message('notEmpty', label))
    .max(max, `${label} is too long (at most ${max} characters)`);

/** An optional trimmed text field where a blank value means "no value" (null). */
export const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A required e-mail field with the email rules of docs/product.md section 5. */
export const emailField = (label: string) =>
  requiredText(label, 254).refine(isValidEmail, message('email', label));

/** A new password: long enough to resist guessing, short enough for argon2 to stay cheap. */
export const newPasswordField = (label: string) =>
  z
    .string({ error: message('notEmpty', label) })
    .min(1, message('notEmpty', label))
    .min(8, `${label} must have at least 8 characters`)
    .max(200, `${label} is too long (at most 200 characters)`);

/**
 * Identifiers travel as strings of digits ("0" is the root folder). At most nine digits: ids are
 * PostgreSQL integers, and a longer string would reach the database as an out-of-range number
 * (a 500) instead of being refused here.
 */
export const idString = z.string().regex(/^\d{1,9}$/, 'must be an id');
