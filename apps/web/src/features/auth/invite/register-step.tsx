import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteRegisterRequestSchema, loginStep2RequestSchema, trimStrings } from '@footfall/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { registerInvite, RegisteringError } from '../../../api/invites';
import { locationsQuery } from '../../../api/locations';
import { PersonFields, personFieldLabels } from '../../../components/person-fields';
import { schemaValidator } from '../../../lib/forms/schema-validator';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
import { beginSession } from '../../../lib/session/session-lifetime';
import { FormNotices } from '../../../components/form-notices';

const SERVER_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  password: 'password',
} as const;

/** The request's names, trimmed by core; the password only has to be there (the server says when
 * it is too short). */
const REGISTER_FORM = z.object({
  firstName: inviteRegisterRequestSchema.shape.first_name,
  lastName: inviteRegisterRequestSchema.shape.last_name,
  password: loginStep2RequestSchema.shape.user_pwde,
});
type RegisterValues = { firstName: string; lastName: string; password: string };

interface RegisterStepProps {
  code: string;
  digits: string;
}

/**
 * Step 3: name and password; registering signs the new user in like a login, refreshes the
 * locations they may now see and opens the app.
 */
export function RegisterStep({ code, digits }: RegisterStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', password: '' },
    validate: schemaValidator<RegisterValues>(REGISTER_FORM, personFieldLabels(t), t),
  });
  const [failure, setFailure] = useState<string | null>(null);

  // Mantine's form runs this only when the fields pass, and is submitting until it ends.
  const submit = async (typed: RegisterValues) => {
    const values = trimStrings(typed);
    setFailure(null);
    try {
      const session = await registerInvite(code, {
        digits,
        first_name: values.firstName,
        last_name: values.lastName,
        password: typed.password,
      });
      beginSession(session.access_token);
      // Whatever was cached belonged to no one (or someone else): start from the new user's view.
      queryClient.removeQueries();
      await queryClient.prefetchQuery(locationsQuery());
      void navigate('/main', { replace: true });
    } catch (error) {
      const failed = error instanceof RegisteringError ? error : new RegisteringError(0);
      form.setErrors(serverFieldErrors(failed.fields, SERVER_FIELDS));
      setFailure(t('invite.registeringError', { code: failed.code }));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Text size="sm">{t('invite.registerIntro')}</Text>
        <FormNotices failure={failure} />
        <PersonFields
          fields={['firstName', 'lastName', 'password']}
          inputProps={form.getInputProps}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('invite.register')}
        </Button>
      </Stack>
    </form>
  );
}
