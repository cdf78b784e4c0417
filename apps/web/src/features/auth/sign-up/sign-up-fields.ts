import { trimStrings, type SignUpRequest } from '@footfall/core';
import type { TFunction } from 'i18next';
import { fieldError } from '../../../lib/forms/field-error';
import type { FieldErrors } from '../../../lib/forms/use-form-state';

export interface SignUpValues extends Record<string, string> {
  email: string;
  firstName: string;
  lastName: string;
  organisationName: string;
  password: string;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  email: '',
  firstName: '',
  lastName: '',
  organisationName: '',
  password: '',
};

/** Form field -> request field, to place the server's messages under the right input. */
export const SERVER_FIELD_NAMES = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  corporation_name: 'organisationName',
  password: 'password',
} as const satisfies Record<string, keyof SignUpValues>;

/** Core's validators on the trimmed values; the password is checked as typed. */
export function validateSignUp(values: SignUpValues, t: TFunction): FieldErrors<SignUpValues> {
  const trimmed = trimStrings(values);
  return {
    email: fieldError(t, trimmed.email, ['notEmpty', 'email'], t('fields.email')),
    firstName: fieldError(t, trimmed.firstName, ['notEmpty'], t('fields.firstName')),
    lastName: fieldError(t, trimmed.lastName, ['notEmpty'], t('fields.lastName')),
    password: fieldError(t, values.password, ['notEmpty'], t('fields.password')),
  };
}

export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  const trimmed = trimStrings(values);
  return {
    email: trimmed.email,
    first_name: trimmed.firstName,
    last_name: trimmed.lastName,
    password: values.password,
    ...(trimmed.organisationName ? { corporation_name: trimmed.organisationName } : {}),
  };
}
