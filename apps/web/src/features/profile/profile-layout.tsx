import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';

const SECTIONS = [{ path: '/main/profile/account-info', label: 'profile.accountInfo' }] as const;

/** /main/profile: the profile's sections (account information for now) and the current one. */
export function ProfileLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle title={t('profile.title')} />
      <Group component="nav" aria-label={t('profile.tabs')} gap={6} mb="lg">
        {SECTIONS.map((section) => (
          <Button
            key={section.path}
            component={Link}
            to={section.path}
            size="compact-sm"
            variant={pathname === section.path ? 'filled' : 'subtle'}
            aria-current={pathname === section.path ? 'page' : undefined}
          >
            {t(section.label)}
          </Button>
        ))}
      </Group>
      <Outlet />
    </>
  );
}
