import { Alert, Anchor, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInviteDetails } from '../../../api/invites';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { isApiError } from '../../../lib/http/api-error';
import { AuthLayout, AuthTitle } from '../auth-layout';
import { CheckCodeStep } from './check-code-step';
import { INVITE_STEPS, type InviteStep } from './invite-steps';
import { RegisterStep } from './register-step';
import { SendCodeStep } from './send-code-step';

/** /sign-up?invite=<code>: the invitee proves their address with a mailed code and registers. */
export function InviteAcceptance({ code }: { code: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('invite.title')} · Footfall`);
  const invite = useInviteDetails(code);
  const [step, setStep] = useState<InviteStep>('send');
  const [expiresIn, setExpiresIn] = useState<number | null>(null);
  const [digits, setDigits] = useState('');

  let content;
  if (invite.isPending) content = <LoadingState />;
  else if (invite.isError) {
    const gone = isApiError(invite.error) && invite.error.status === 404;
    content = gone ? (
      <Stack>
        <Alert color="red" role="alert">
          {t('invite.unknown')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('invite.loginLink')}
        </Anchor>
      </Stack>
    ) : (
      <ErrorState onRetry={() => void invite.refetch()} />
    );
  } else {
    const details = invite.data;
    const role = t(`roles.${details.role}`);
    content = (
      <Stack>
        <Text>
          {details.location
            ? t('invite.summary', {
                corporation: details.corporation,
                location: details.location,
                role,
              })
            : t('invite.summaryNoLocation', { corporation: details.corporation, role })}
        </Text>
        <TextInput label={t('fields.email')} value={details.email} readOnly />
        <Stepper
          active={INVITE_STEPS.indexOf(step)}
          size="xs"
          allowNextStepsSelect={false}
          aria-label={t('invite.progress')}
        >
          <Stepper.Step label={t('invite.steps.send')} />
          <Stepper.Step label={t('invite.steps.check')} />
          <Stepper.Step label={t('invite.steps.register')} />
        </Stepper>
        {step === 'send' && (
          <SendCodeStep
            code={code}
            email={details.email}
            onSent={(seconds) => {
              setExpiresIn(seconds);
              setStep('check');
            }}
            onHaveCode={() => setStep('check')}
          />
        )}
        {step === 'check' && (
          <CheckCodeStep
            code={code}
            email={details.email}
            expiresIn={expiresIn}
            onChecked={(checked) => {
              setDigits(checked);
              setStep('register');
            }}
          />
        )}
        {step === 'register' && <RegisterStep code={code} digits={digits} />}
      </Stack>
    );
  }

  return (
    <AuthLayout>
      <AuthTitle>{t('invite.title')}</AuthTitle>
      {content}
    </AuthLayout>
  );
}
