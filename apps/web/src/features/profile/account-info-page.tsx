import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { QueryContent } from '../../components/query-content';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';
import { SettingsCard } from '../../components/settings-card';

/** /main/profile/account-info: view and edit the user's details; change the password; end the
 * account's other sessions. */
export function AccountInfoPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <QueryContent query={profile}>
      {(data) => (
        <Stack maw={560} gap="xl">
          <SettingsCard title={t('profile.accountInfo')}>
            <ProfileForm key={data.id} profile={data} />
          </SettingsCard>
          <SettingsCard title={t('profile.passwordHeading')}>
            <PasswordForm />
          </SettingsCard>
          <SettingsCard title={t('profile.sessionsHeading')}>
            <SessionsSection />
          </SettingsCard>
        </Stack>
      )}
    </QueryContent>
  );
}
