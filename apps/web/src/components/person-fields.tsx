import { PasswordInput, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PersonField =
  'firstName' | 'lastName' | 'email' | 'password' | 'currentPassword' | 'newPassword';

/** What a field needs from the form's state: Mantine's `form.getInputProps` gives this. */
export interface PersonFieldProps {
  value?: string;
  error?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface PersonFieldsProps<Field extends PersonField> {
  /** The fields to show, in this order. */
  fields: readonly Field[];
  inputProps: (field: Field) => PersonFieldProps;
  /** Replaces a field's usual hint below its label. */
  descriptions?: Partial<Record<Field, string>>;
  /** A sign-in: the email is the account's user name and the password the one it has. */
  signIn?: boolean;
}

/** What browsers and password managers fill each field with. */
const AUTOCOMPLETE: Record<PersonField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  password: 'new-password',
  currentPassword: 'current-password',
  newPassword: 'new-password',
};
const SIGN_IN_AUTOCOMPLETE: Partial<Record<PersonField, string>> = {
  email: 'username',
  password: 'current-password',
};

/** Each field's label, as PersonFields shows it and as its messages name it. */
export function personFieldLabels(t: TFunction): Record<PersonField, string> {
  return {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    password: t('fields.password'),
    currentPassword: t('fields.currentPassword'),
    newPassword: t('fields.newPassword'),
  };
}

/**
 * A person's name, email and password inputs as every account form labels them, with the
 * autocomplete values that let browsers and password managers fill them (given-name, email,
 * new-password for a password being chosen, current-password for one being checked).
 */
export function PersonFields<Field extends PersonField>(props: PersonFieldsProps<Field>) {
  const { t } = useTranslation();
  const labels = personFieldLabels(t);
  const fieldFor = (field: Field) => {
    const signIn = props.signIn ? SIGN_IN_AUTOCOMPLETE[field] : undefined;
    // A password being chosen says what makes a good one.
    const choosing = !signIn && (field === 'password' || field === 'newPassword');
    const input = {
      label: labels[field],
      description: props.descriptions?.[field] ?? (choosing ? t('signUp.passwordHint') : undefined),
      autoComplete: signIn ?? AUTOCOMPLETE[field],
      ...props.inputProps(field),
      required: true,
    };
    if (field === 'email') return <TextInput type="email" {...input} />;
    if (field === 'firstName' || field === 'lastName') return <TextInput {...input} />;
    return <PasswordInput {...input} />;
  };
  return props.fields.map((field) => <Fragment key={field}>{fieldFor(field)}</Fragment>);
}
