import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DIGITS_CODE_LENGTH } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkDigitsCode, sendDigitsCode } from '../../../api/invites';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { digitsError, sendFailure } from './invite-steps';

interface CheckCodeStepProps {
  code: string;
  email: string;
  /** Seconds the mailed code stays valid; null when the code was sent before this visit. */
  expiresIn: number | null;
  onChecked: (digits: string) => void;
}

/** Step 2: the invitee types the mailed code; the server checks it. */
export function CheckCodeStep({ code, email, expiresIn, onChecked }: CheckCodeStepProps) {
  const { t, i18n } = useTranslation();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const typed = digits.trim();
    const invalid = digitsError(t, typed);
    setError(invalid);
    if (invalid) return;
    setChecking(true);
    try {
      const answer = await checkDigitsCode(code, typed);
      if (answer.valid) onChecked(typed);
      else setError(t('invite.wrongCode'));
    } catch (failed) {
      setError(
        isApiError(failed) && failed.status === 400
          ? (failed.fields.digits ?? t('invite.wrongCode'))
          : failureMessage(failed, t),
      );
    } finally {
      setChecking(false);
    }
  };

  const resend = async () => {
    setError(undefined);
    try {
      await sendDigitsCode(code);
      setNotice(t('invite.resent', { email }));
    } catch (failed) {
      setNotice(sendFailure(failed, t, i18n.language));
    }
  };

  return (
    <form onSubmit={(event) => void check(event)} noValidate>
      <Stack>
        {expiresIn !== null && (
          <Text size="sm" role="status">
            {t('invite.codeSent', { email, minutes: Math.max(1, Math.ceil(expiresIn / 60)) })}
          </Text>
        )}
        {notice && <Alert color="blue">{notice}</Alert>}
        <TextInput
          label={t('fields.code')}
          description={t('invite.codeHint', { length: DIGITS_CODE_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={DIGITS_CODE_LENGTH}
          required
          data-autofocus
          value={digits}
          error={error}
          onChange={(event) => {
            setDigits(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={checking} fullWidth>
          {t('invite.checkCode')}
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={() => void resend()}>
            {t('invite.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
