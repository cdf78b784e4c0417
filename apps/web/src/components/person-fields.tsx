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
}

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
  const hint = (field: Field, usual?: string) => props.descriptions?.[field] ?? usual;
  const labels = personFieldLabels(t);
  const fieldFor = (field: Field) => {
    const input = { ...props.inputProps(field), required: true };
    switch (field) {
      case 'firstName':
        return (
          <TextInput
            label={labels.firstName}
            description={hint(field)}
            autoComplete="given-name"
            {...input}
          />
        );
      case 'lastName':
        return (
          <TextInput
            label={labels.lastName}
            description={hint(field)}
            autoComplete="family-name"
            {...input}
          />
        );
      case 'email':
        return (
          <TextInput
            label={labels.email}
            description={hint(field)}
            type="email"
            autoComplete="email"
            {...input}
          />
        );
      case 'currentPassword':
        return (
          <PasswordInput
            label={labels.currentPassword}
            description={hint(field)}
            autoComplete="current-password"
            {...input}
          />
        );
      default:
        return (
          <PasswordInput
            label={labels[field]}
            description={hint(field, t('signUp.passwordHint'))}
            autoComplete="new-password"
            {...input}
          />
        );
    }
  };
  return props.fields.map((field) => <Fragment key={field}>{fieldFor(field)}</Fragment>);
}
