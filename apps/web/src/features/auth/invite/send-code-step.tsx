import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendDigitsCode } from '../../../api/invites';
import { sendFailure } from './invite-steps';
import { FormNotices } from '../../../components/form-notices';

interface SendCodeStepProps {
  code: string;
  email: string;
  /** Called with the code's lifetime in seconds once the mail went out. */
  onSent: (expiresIn: number) => void;
  /** The invitee already got a code (e.g. before reloading the page). */
  onHaveCode: () => void;
}

/** Step 1: mail the invitee a 6-digit code that proves the address is theirs. */
export function SendCodeStep({ code, email, onSent, onHaveCode }: SendCodeStepProps) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendDigitsCode(code);
      onSent(answer.expires_in);
    } catch (error) {
      setFailure(sendFailure(error, t, i18n.language));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack>
      <Text size="sm">{t('invite.sendIntro', { email })}</Text>
      <FormNotices failure={failure} />
      <Button onClick={() => void send()} loading={sending} fullWidth>
        {t('invite.sendCode')}
      </Button>
      <Group justify="center">
        <Button variant="subtle" size="xs" onClick={onHaveCode}>
          {t('invite.haveCode')}
        </Button>
      </Group>
    </Stack>
  );
}
