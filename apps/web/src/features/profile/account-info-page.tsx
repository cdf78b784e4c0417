import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';
import { SettingsCard } from '../../components/settings-card';

/** /main/profile/account-info: view and edit the user's details; change the password; end the
 * account's other sessions. */
export function AccountInfoPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return (
    <Stack maw={560} gap="xl">
      <SettingsCard id="account-info-heading" title={t('profile.accountInfo')}>
        <ProfileForm key={profile.data.id} profile={profile.data} />
      </SettingsCard>
      <SettingsCard id="password-heading" title={t('profile.passwordHeading')}>
        <PasswordForm />
      </SettingsCard>
      <SettingsCard id="sessions-heading" title={t('profile.sessionsHeading')}>
        <SessionsSection />
      </SettingsCard>
    </Stack>
  );
}
