import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { trimStrings } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { demoLoginQuery, logIn } from '../../../api/auth';
import { fieldError, hasNoErrors } from '../../../lib/forms/field-error';
import { useFormState } from '../../../lib/forms/use-form-state';
import { afterLoginPath } from '../after-login-path';
import { AuthLayout, AuthTitle } from '../auth-layout';
import { loginErrorMessage } from './login-error-message';

const noticeState = z.object({ notice: z.literal('accountCreated') });

/** /login: email and password in one form; both login steps run on submit. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(`${t('login.title')} · Footfall`);
  const form = useFormState({ email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const accountCreated = noticeState.safeParse(location.state).success;
  const demoLogin = useQuery(demoLoginQuery).data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = trimStrings(form.values.email);
    const errors = {
      email: fieldError(t, email, ['notEmpty', 'email'], t('fields.email')),
      password: fieldError(t, form.values.password, ['notEmpty'], t('fields.password')),
    };
    form.setErrors(errors);
    if (!hasNoErrors(errors)) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await logIn(email, form.values.password);
      navigate(afterLoginPath(), { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error, t, i18n.language));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <AuthTitle>{t('login.title')}</AuthTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {accountCreated && !failure && <Alert color="teal">{t('login.accountCreated')}</Alert>}
          {demoLogin && (
            <Alert color="blue" role="note" title={t('login.demoTitle')}>
              <Text size="sm">
                {t('login.demoNotice', { email: demoLogin.email, password: demoLogin.password })}
              </Text>
              <Button
                variant="light"
                size="xs"
                mt="xs"
                onClick={() => {
                  form.setValues({ email: demoLogin.email, password: demoLogin.password });
                  form.setErrors({});
                }}
              >
                {t('login.useDemo')}
              </Button>
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            {...form.inputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.inputProps('password')}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/sign-up">
              {t('login.signUpLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
