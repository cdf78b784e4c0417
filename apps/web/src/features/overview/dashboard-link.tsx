import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverviewRow } from './overview-row';

/** The way into a location's dashboard; a mall has none and says so. */
export function DashboardLink({ row }: { row: OverviewRow }) {
  const { t } = useTranslation();
  return row.path ? (
    <Anchor
      component={Link}
      to={row.path}
      size="sm"
      aria-label={t('overview.openDashboard', { name: row.name })}
    >
      {t('shell.dashboard')}
    </Anchor>
  ) : (
    <Text c="gray.7" size="sm">
      {t('overview.noDashboard')}
    </Text>
  );
}
