import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../api/profile';
import { logOutEverywhere } from './log-out';

function initials(first = '', last = ''): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** The signed-in user with Profile and Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} p={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="teal" radius="xl" size="sm">
              {initials(profile?.first_name, profile?.last_name)}
            </Avatar>
            <Text size="sm" visibleFrom="md" truncate maw={160}>
              {profile ? `${profile.first_name} ${profile.last_name}` : ''}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/main/profile/account-info">
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void logOutEverywhere()}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
