import { NativeSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  loginStep2RequestSchema,
  profileUpdateRequestSchema,
  SUPPORTED_LOCALES,
  toSupportedLocale,
  trimStrings,
  type Profile,
  type ProfileUpdateRequest,
} from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PersonFields, personFieldLabels } from '../../components/person-fields';
import { LOCALE_LABELS } from '../../i18n/locale-labels';
import { useLocale } from '../../i18n/use-locale';
import { schemaValidator } from '../../lib/forms/schema-validator';
import { useProfileSave } from './use-profile-save';
import { FormNotices } from '../../components/form-notices';
import { SubmitRow } from '../../components/submit-row';

const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] }));

const NAME_AND_EMAIL = z.object({
  firstName: profileUpdateRequestSchema.shape.first_name.unwrap(),
  lastName: profileUpdateRequestSchema.shape.last_name.unwrap(),
  email: profileUpdateRequestSchema.shape.email.unwrap(),
});
/** A new email is confirmed with the current password (the server checks that it is right). */
const WITH_PASSWORD = NAME_AND_EMAIL.extend({
  currentPassword: loginStep2RequestSchema.shape.user_pwde,
});

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
  currentPassword: string;
}

/** Name, email and language; changing the email asks for the current password. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [uiLocale, setUiLocale] = useLocale();
  const changesEmail = (values: ProfileValues) => values.email.trim() !== profile.email;
  const labels = personFieldLabels(t);
  const validate = {
    unchanged: schemaValidator<ProfileValues>(NAME_AND_EMAIL, labels, t),
    changed: schemaValidator<ProfileValues>(WITH_PASSWORD, labels, t),
  };
  const form = useForm<ProfileValues>({
    initialValues: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
      locale: profile.locale ?? uiLocale,
      currentPassword: '',
    },
    validate: (values) => validate[changesEmail(values) ? 'changed' : 'unchanged'](values),
  });
  const { saved, failure, clearNotices, save, saving } = useProfileSave(form.setErrors);
  const emailChanged = changesEmail(form.values);

  // Mantine's form runs this only when the fields pass (clearNotices when they do not).
  const submit = async (typed: ProfileValues) => {
    const values = trimStrings(typed);
    const locale = toSupportedLocale(values.locale);
    const body: ProfileUpdateRequest = {
      first_name: values.firstName,
      last_name: values.lastName,
      locale,
      ...(changesEmail(typed)
        ? { email: values.email, current_password: typed.currentPassword }
        : {}),
    };
    if (!(await save(body))) return;
    form.setValues({ ...values, currentPassword: '' });
    if (locale && locale !== uiLocale) setUiLocale(locale);
  };

  return (
    <form onSubmit={form.onSubmit(submit, clearNotices)} noValidate>
      <Stack>
        <FormNotices saved={saved && t('profile.saved')} failure={failure} />
        <PersonFields
          fields={
            emailChanged
              ? ['firstName', 'lastName', 'email', 'currentPassword']
              : ['firstName', 'lastName', 'email']
          }
          inputProps={form.getInputProps}
          descriptions={{ currentPassword: t('profile.currentPasswordHint') }}
        />
        <NativeSelect
          label={t('fields.language')}
          data={LANGUAGE_OPTIONS}
          {...form.getInputProps('locale')}
        />
        <SubmitRow loading={saving}>{t('common.save')}</SubmitRow>
      </Stack>
    </form>
  );
}
