import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';

/** /main/profile/account-info: view and edit the user's details; change the password; end the
 * account's other sessions. */
export function AccountInfoPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return (
    <Stack maw={560} gap="xl">
      <Paper withBorder p="lg" component="section" aria-labelledby="account-info-heading">
        <Title order={2} size="h4" mb="md" id="account-info-heading">
          {t('profile.accountInfo')}
        </Title>
        <ProfileForm key={profile.data.id} profile={profile.data} />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="password-heading">
        <Title order={2} size="h4" mb="md" id="password-heading">
          {t('profile.passwordHeading')}
        </Title>
        <PasswordForm />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="sessions-heading">
        <Title order={2} size="h4" mb="md" id="sessions-heading">
          {t('profile.sessionsHeading')}
        </Title>
        <SessionsSection />
      </Paper>
    </Stack>
  );
}
