import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginStep2RequestSchema } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PersonFields, personFieldLabels } from '../../components/person-fields';
import { schemaValidator } from '../../lib/forms/schema-validator';
import { useProfileSave } from './use-profile-save';
import { FormNotices } from '../../components/form-notices';
import { SubmitRow } from '../../components/submit-row';

const EMPTY = { currentPassword: '', newPassword: '' };
type PasswordValues = typeof EMPTY;

/** Both only have to be there: the server checks the current one and the new one's length. */
const PASSWORD_FORM = z.object({
  currentPassword: loginStep2RequestSchema.shape.user_pwde,
  newPassword: loginStep2RequestSchema.shape.user_pwde,
});

/** Changes the password; the server checks the current one. */
export function PasswordForm() {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: schemaValidator<PasswordValues>(PASSWORD_FORM, personFieldLabels(t), t),
  });
  const { saved, failure, clearNotices, save, saving } = useProfileSave(form.setErrors);
  // Mantine's form runs this only when the fields pass (clearNotices when they do not).
  const submit = async (values: PasswordValues) => {
    const body = { current_password: values.currentPassword, new_password: values.newPassword };
    if (await save(body)) form.setValues(EMPTY);
  };

  return (
    <form onSubmit={form.onSubmit(submit, clearNotices)} noValidate>
      <Stack>
        <FormNotices saved={saved && t('profile.passwordChanged')} failure={failure} />
        <PersonFields fields={['currentPassword', 'newPassword']} inputProps={form.getInputProps} />
        <SubmitRow loading={saving}>{t('profile.changePassword')}</SubmitRow>
      </Stack>
    </form>
  );
}
