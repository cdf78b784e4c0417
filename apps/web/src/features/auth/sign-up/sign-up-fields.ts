import {
  loginStep2RequestSchema,
  signUpRequestSchema,
  trimStrings,
  type SignUpRequest,
} from '@footfall/core';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { personFieldLabels } from '../../../components/person-fields';
import { schemaValidator } from '../../../lib/forms/schema-validator';

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

/** The request's own fields, trimmed by core; the password only has to be there (as typed): the
 * server says when it is too short, so the form does not hold a second copy of that rule. */
const SIGN_UP_FORM = z.object({
  email: signUpRequestSchema.shape.email,
  firstName: signUpRequestSchema.shape.first_name,
  lastName: signUpRequestSchema.shape.last_name,
  password: loginStep2RequestSchema.shape.user_pwde,
});

export function validateSignUp(t: TFunction) {
  return schemaValidator<SignUpValues>(SIGN_UP_FORM, personFieldLabels(t), t);
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
