import {
  canAccessSettings,
  canOpenSettingsPage,
  locationDisplayName,
  parsePermissions,
  SETTINGS_PAGES,
} from '@footfall/core';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { useLocationById } from '../../api/locations';
import { useUserPermissions } from '../../api/user-permissions';
import { EmptyState } from '../../components/empty-state';
import { LoadingState } from '../../components/loading-state';
import { SETTINGS_PAGE_TITLES } from './settings-page-titles';

/** /main/settings/{id}: the pages this user may open for the location, then the page itself. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const permissions = useUserPermissions(id);
  const location = useLocationById(id);
  const granted = parsePermissions(permissions.data?.permissions);
  // The web hides what the server would refuse; the route guards redirect direct visits.
  const pages = SETTINGS_PAGES.filter((page) =>
    canOpenSettingsPage(page, granted, location.data?.services),
  );
  const base = `/main/settings/${encodeURIComponent(id)}`;

  if (permissions.isPending) return <LoadingState />;
  if (permissions.isSuccess && !canAccessSettings(granted)) {
    return <EmptyState message={t('settings.noAccess')} />;
  }
  return (
    <>
      <Text c="dimmed" size="sm" mb="xs">
        {t('screens.settings')} · {location.data ? locationDisplayName(location.data.name) : ''}
      </Text>
      <Group component="nav" aria-label={t('settings.pages')} gap={6} mb="lg">
        {pages.map((page) => {
          const to = `${base}/${page}`;
          const current = pathname === to;
          return (
            <Button
              key={page}
              component={Link}
              to={to}
              size="compact-sm"
              variant={current ? 'filled' : 'subtle'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`screens.${SETTINGS_PAGE_TITLES[page]}`)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </>
  );
}
