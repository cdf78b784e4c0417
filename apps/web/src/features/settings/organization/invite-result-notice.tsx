import { Alert, type MantineSpacing } from '@mantine/core';
import type { InviteResult } from '@footfall/core';
import { useTranslation } from 'react-i18next';

interface InviteResultNoticeProps {
  result: InviteResult;
  /** The invitation was sent again from the pending list. */
  resent?: boolean;
  mb?: MantineSpacing;
}

/** What became of an invitation: mailed, mailed again, or access granted at once. Yellow while
 * its mail waits in the development outbox (no mail server), which the notice says. */
export function InviteResultNotice({ result, resent = false, mb }: InviteResultNoticeProps) {
  const { t } = useTranslation();
  const email = { email: result.email };
  const outbox = result.mail === 'outbox';
  const text = resent
    ? t(outbox ? 'settingsOrganization.resentNotSent' : 'settingsOrganization.resent', email)
    : result.status === 'granted'
      ? t('settingsOrganization.granted', email)
      : t(outbox ? 'settingsOrganization.invitedNotSent' : 'settingsOrganization.invited', email);
  return (
    <Alert color={outbox ? 'yellow' : 'teal'} role="status" mb={mb}>
      {outbox ? `${text} ${t('settingsOrganization.mailInOutbox')}` : text}
    </Alert>
  );
}
