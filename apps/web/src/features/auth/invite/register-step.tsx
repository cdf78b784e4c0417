import { Alert, Button, Stack, Text } from '@mantine/core';
import { trimStrings } from '@footfall/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerInvite, RegisteringError } from '../../../api/invites';
import { locationsQuery } from '../../../api/locations';
import { PersonFields } from '../../../components/person-fields';
import { fieldError, hasNoErrors } from '../../../lib/forms/field-error';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
import { useFormState } from '../../../lib/forms/use-form-state';
import { beginSession } from '../../../lib/session/session-lifetime';

const SERVER_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  password: 'password',
} as const;

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
  const form = useFormState({ firstName: '', lastName: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = trimStrings(form.values);
    const errors = {
      firstName: fieldError(t, values.firstName, ['notEmpty'], t('fields.firstName')),
      lastName: fieldError(t, values.lastName, ['notEmpty'], t('fields.lastName')),
      password: fieldError(t, form.values.password, ['notEmpty'], t('fields.password')),
    };
    form.setErrors(errors);
    if (!hasNoErrors(errors)) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const session = await registerInvite(code, {
        digits,
        first_name: values.firstName,
        last_name: values.lastName,
        password: form.values.password,
      });
      beginSession(session.access_token);
      // Whatever was cached belonged to no one (or someone else): start from the new user's view.
      queryClient.removeQueries();
      await queryClient.prefetchQuery(locationsQuery());
      void navigate('/main', { replace: true });
    } catch (error) {
      setSubmitting(false);
      const failed = error instanceof RegisteringError ? error : new RegisteringError(0);
      form.setErrors(serverFieldErrors(failed.fields, SERVER_FIELDS));
      setFailure(t('invite.registeringError', { code: failed.code }));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">{t('invite.registerIntro')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PersonFields fields={['firstName', 'lastName', 'password']} inputProps={form.inputProps} />
        <Button type="submit" loading={submitting} fullWidth>
          {t('invite.register')}
        </Button>
      </Stack>
    </form>
  );
}
