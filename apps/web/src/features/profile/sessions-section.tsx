import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOutEverywhere } from '../../api/profile';

/** Ends every other session of the account (a shared or lost device); this one stays. */
export function SessionsSection() {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhere();
  const ended = signOut.data?.sessions_ended;
  return (
    <Stack>
      <Text size="sm">{t('profile.sessionsText')}</Text>
      {ended !== undefined && (
        <Alert color="teal" role="status">
          {ended === 0
            ? t('profile.sessionsEndedNone')
            : t('profile.sessionsEnded', { count: ended })}
        </Alert>
      )}
      {signOut.isError && (
        <Alert color="red" role="alert">
          {t('profile.sessionsFailed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('profile.signOutEverywhere')}
        </Button>
      </Group>
    </Stack>
  );
}
