import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { logIn, signUp } from '../../../api/auth';
import { PersonFields } from '../../../components/person-fields';
import { isApiError } from '../../../lib/http/api-error';
import { AuthLayout, AuthTitle } from '../auth-layout';
import { InviteAcceptance } from '../invite/invite-acceptance';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
import {
  EMPTY_SIGN_UP,
  SERVER_FIELD_NAMES,
  toSignUpRequest,
  validateSignUp,
  type SignUpValues,
} from './sign-up-fields';
import { FormNotices } from '../../../components/form-notices';

/** /sign-up: a new account, or with ?invite=<code> the acceptance of an invitation. */
export function SignUpPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return invite ? <InviteAcceptance key={invite} code={invite} /> : <CreateAccount />;
}

/** Creates the account and its organisation, then logs straight in. */
function CreateAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(`${t('signUp.title')} · Footfall`);
  const form = useForm<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validate: validateSignUp(t),
  });
  const [failure, setFailure] = useState<string | null>(null);

  // Mantine's form runs this only when the fields pass, and is submitting until it ends.
  const submit = async (values: SignUpValues) => {
    setFailure(null);
    const body = toSignUpRequest(values);
    try {
      await signUp(body);
    } catch (error) {
      if (isApiError(error) && error.status === 409)
        form.setErrors({ email: t('signUp.emailTaken') });
      else if (isApiError(error) && Object.keys(error.fields).length > 0)
        form.setErrors(serverFieldErrors(error.fields, SERVER_FIELD_NAMES));
      else setFailure(t('signUp.failed'));
      return;
    }
    try {
      await logIn(body.email, body.password);
      navigate('/main', { replace: true });
    } catch {
      // The account exists; only the automatic login failed (e.g. throttled), so log in by hand.
      navigate('/login', { replace: true, state: { notice: 'accountCreated' } });
    }
  };

  return (
    <AuthLayout>
      <AuthTitle>{t('signUp.title')}</AuthTitle>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <FormNotices failure={failure} />
          <PersonFields
            fields={['email', 'firstName', 'lastName']}
            inputProps={form.getInputProps}
          />
          <TextInput
            label={`${t('fields.organisationName')} (${t('common.optional')})`}
            description={t('signUp.organisationHint')}
            autoComplete="organization"
            {...form.getInputProps('organisationName')}
          />
          <PersonFields fields={['password']} inputProps={form.getInputProps} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('signUp.loginLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
