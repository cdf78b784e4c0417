import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../api/profile';
import { PersonFields } from '../../components/person-fields';
import { fieldError, hasNoErrors } from '../../lib/forms/field-error';
import { useFormState } from '../../lib/forms/use-form-state';
import { updateFailure } from './update-errors';
import { FormNotices } from '../../components/form-notices';

const EMPTY = { currentPassword: '', newPassword: '' };

/** Changes the password; the server checks the current one. */
export function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useFormState(EMPTY);
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    setFailure(null);
    const errors = {
      currentPassword: fieldError(
        t,
        form.values.currentPassword,
        ['notEmpty'],
        t('fields.currentPassword'),
      ),
      newPassword: fieldError(t, form.values.newPassword, ['notEmpty'], t('fields.newPassword')),
    };
    form.setErrors(errors);
    if (!hasNoErrors(errors)) return;
    try {
      await update.mutateAsync({
        current_password: form.values.currentPassword,
        new_password: form.values.newPassword,
      });
      form.setValues(EMPTY);
      setChanged(true);
    } catch (error) {
      const failed = updateFailure(error, t);
      form.setErrors(failed.fields);
      setFailure(failed.form);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormNotices saved={changed && t('profile.passwordChanged')} failure={failure} />
        <PersonFields fields={['currentPassword', 'newPassword']} inputProps={form.inputProps} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
