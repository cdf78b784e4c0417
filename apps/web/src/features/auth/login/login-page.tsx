import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { loginStep2RequestSchema, signUpRequestSchema, trimStrings } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { demoLoginQuery, logIn } from '../../../api/auth';
import { PersonFields, personFieldLabels } from '../../../components/person-fields';
import { schemaValidator } from '../../../lib/forms/schema-validator';
import { afterLoginPath } from '../after-login-path';
import { AuthLayout, AuthTitle } from '../auth-layout';
import { loginErrorMessage } from './login-error-message';
import { FormNotices } from '../../../components/form-notices';

const noticeState = z.object({ notice: z.literal('accountCreated') });

/** An address as accounts are made with, and a password that is there (the server checks it). */
const LOGIN_FORM = z.object({
  email: signUpRequestSchema.shape.email,
  password: loginStep2RequestSchema.shape.user_pwde,
});
type LoginValues = { email: string; password: string };

/** /login: email and password in one form; both login steps run on submit. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(`${t('login.title')} · Footfall`);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: schemaValidator<LoginValues>(LOGIN_FORM, personFieldLabels(t), t),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const accountCreated = noticeState.safeParse(location.state).success;
  const demoLogin = useQuery(demoLoginQuery).data;

  // Mantine's form runs this only when the fields pass, and is submitting until it ends.
  const submit = async (values: LoginValues) => {
    setFailure(null);
    try {
      await logIn(trimStrings(values.email), values.password);
      navigate(afterLoginPath(), { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error, t, i18n.language));
    }
  };

  return (
    <AuthLayout>
      <AuthTitle>{t('login.title')}</AuthTitle>
      <form onSubmit={form.onSubmit(submit)} noValidate>
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
                  // Setting the values clears the messages too.
                  form.setValues({ email: demoLogin.email, password: demoLogin.password });
                }}
              >
                {t('login.useDemo')}
              </Button>
            </Alert>
          )}
          <FormNotices failure={failure} />
          <PersonFields fields={['email', 'password']} inputProps={form.getInputProps} signIn />
          <Button type="submit" loading={form.submitting} fullWidth>
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
