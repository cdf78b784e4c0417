import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { roleSchema, trimStrings, type InviteResult } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteUser } from '../../../api/location-users';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { fieldError } from '../../../lib/forms/field-error';
import { useFormState } from '../../../lib/forms/use-form-state';
import { roleOptions } from './role-options';

/** Invites someone by e-mail with a role: an account gets access at once, others get a mail. */
export function InviteForm({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const invite = useInviteUser(locationId);
  const form = useFormState({ email: '', role: 'analyst' });
  const [result, setResult] = useState<InviteResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setFailure(null);
    const email = trimStrings(form.values.email);
    const emailError = fieldError(t, email, ['notEmpty', 'email'], t('fields.email'));
    form.setErrors({ email: emailError });
    const role = roleSchema.safeParse(form.values.role);
    if (emailError || !role.success) return;
    try {
      setResult(await invite.mutateAsync({ email, role: role.data }));
      form.setValues({ email: '', role: form.values.role });
    } catch (error) {
      if (isApiError(error) && (error.fields.email || error.fields.role)) {
        form.setErrors({ email: error.fields.email, role: error.fields.role });
      } else setFailure(failureMessage(error, t));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-heading">
      <Stack gap="sm">
        {result && (
          <Alert color={result.mail === 'outbox' ? 'yellow' : 'teal'} role="status">
            {result.status === 'granted'
              ? t('settingsOrganization.granted', { email: result.email })
              : result.mail === 'outbox'
                ? t('settingsOrganization.invitedNotSent', { email: result.email })
                : t('settingsOrganization.invited', { email: result.email })}
            {result.mail === 'outbox' && ` ${t('settingsOrganization.mailInOutbox')}`}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            required
            flex={1}
            miw={220}
            {...form.inputProps('email')}
          />
          <NativeSelect
            label={t('fields.role')}
            data={roleOptions(t)}
            {...form.inputProps('role')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {t('settingsOrganization.inviteSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
