import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/http/api-error';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';

/** Request field -> form field of the profile and password forms. */
const FIELD_NAMES = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  locale: 'locale',
  current_password: 'currentPassword',
  new_password: 'newPassword',
} as const;

type FormField = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];

export interface UpdateFailure {
  /** Messages to show under the inputs. */
  fields: Partial<Record<FormField, string>>;
  /** A message for the whole form when no field is to blame. */
  form: string | null;
}

/** Reads a failed PUT system/myprofile for the forms. */
export function updateFailure(error: unknown, t: TFunction): UpdateFailure {
  if (!isApiError(error)) return { fields: {}, form: t('profile.failed') };
  if (error.status === 409) return { fields: { email: t('profile.emailTaken') }, form: null };
  const fields = serverFieldErrors<Record<FormField, string>>(error.fields, FIELD_NAMES);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields: {}, form: error.status === 400 ? error.message : t('profile.failed') };
}
