import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteRequestSchema, type InviteResult } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteUser } from '../../../api/location-users';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { schemaValidator } from '../../../lib/forms/schema-validator';
import { InviteResultNotice } from './invite-result-notice';
import { roleOptions } from './role-options';
import { SubmitRow } from '../../../components/submit-row';
import { FormNotices } from '../../../components/form-notices';

interface InviteValues {
  email: string;
  role: string;
}

/** Invites someone by e-mail with a role: an account gets access at once, others get a mail. */
export function InviteForm({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const invite = useInviteUser(locationId);
  const form = useForm<InviteValues>({
    initialValues: { email: '', role: 'analyst' },
    // The request's own schema: the form's fields are the request's.
    validate: schemaValidator<InviteValues>(
      inviteRequestSchema,
      { email: t('fields.email'), role: t('fields.role') },
      t,
    ),
  });
  const [result, setResult] = useState<InviteResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const clearNotices = () => {
    setResult(null);
    setFailure(null);
  };
  // Mantine's form runs this only when the fields pass (clearNotices when they do not).
  const submit = async (values: InviteValues) => {
    clearNotices();
    try {
      setResult(await invite.mutateAsync(inviteRequestSchema.parse(values)));
      form.setValues({ email: '', role: values.role });
    } catch (error) {
      if (isApiError(error) && (error.fields.email || error.fields.role)) {
        form.setErrors({ email: error.fields.email, role: error.fields.role });
      } else setFailure(failureMessage(error, t));
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(submit, clearNotices)}
      noValidate
      aria-labelledby="invite-heading"
    >
      <Stack gap="sm">
        {result && <InviteResultNotice result={result} />}
        <FormNotices failure={failure} />
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            required
            flex={1}
            miw={220}
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label={t('fields.role')}
            data={roleOptions(t)}
            {...form.getInputProps('role')}
          />
        </Group>
        <SubmitRow loading={invite.isPending}>{t('settingsOrganization.inviteSubmit')}</SubmitRow>
      </Stack>
    </form>
  );
}
