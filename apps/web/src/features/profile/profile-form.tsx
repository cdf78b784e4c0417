import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import {
  SUPPORTED_LOCALES,
  toSupportedLocale,
  trimStrings,
  type Profile,
  type ProfileUpdateRequest,
} from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../api/profile';
import { PersonFields } from '../../components/person-fields';
import { LOCALE_LABELS } from '../../i18n/locale-labels';
import { useLocale } from '../../i18n/use-locale';
import { fieldError, hasNoErrors } from '../../lib/forms/field-error';
import { useFormState } from '../../lib/forms/use-form-state';
import { updateFailure } from './update-errors';
import { FormNotices } from '../../components/form-notices';

const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] }));

/** Name, email and language; changing the email asks for the current password. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [uiLocale, setUiLocale] = useLocale();
  const update = useUpdateProfile();
  const form = useFormState({
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    locale: profile.locale ?? uiLocale,
    currentPassword: '',
  });
  const [notice, setNotice] = useState<'saved' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const values = trimStrings(form.values);
  const emailChanged = values.email !== profile.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFailure(null);
    const errors = {
      firstName: fieldError(t, values.firstName, ['notEmpty'], t('fields.firstName')),
      lastName: fieldError(t, values.lastName, ['notEmpty'], t('fields.lastName')),
      email: fieldError(t, values.email, ['notEmpty', 'email'], t('fields.email')),
      currentPassword: emailChanged
        ? fieldError(t, form.values.currentPassword, ['notEmpty'], t('fields.currentPassword'))
        : undefined,
    };
    form.setErrors(errors);
    if (!hasNoErrors(errors)) return;
    const locale = toSupportedLocale(values.locale);
    const body: ProfileUpdateRequest = {
      first_name: values.firstName,
      last_name: values.lastName,
      locale,
      ...(emailChanged
        ? { email: values.email, current_password: form.values.currentPassword }
        : {}),
    };
    try {
      await update.mutateAsync(body);
      setNotice('saved');
      form.setValues({ ...values, currentPassword: '' });
      if (locale && locale !== uiLocale) setUiLocale(locale);
    } catch (error) {
      const failed = updateFailure(error, t);
      form.setErrors(failed.fields);
      setFailure(failed.form);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormNotices saved={notice && t('profile.saved')} failure={failure} />
        <PersonFields
          fields={
            emailChanged
              ? ['firstName', 'lastName', 'email', 'currentPassword']
              : ['firstName', 'lastName', 'email']
          }
          inputProps={form.inputProps}
          descriptions={{ currentPassword: t('profile.currentPasswordHint') }}
        />
        <NativeSelect
          label={t('fields.language')}
          data={LANGUAGE_OPTIONS}
          {...form.inputProps('locale')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
