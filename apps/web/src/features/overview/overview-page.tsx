import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocations } from '../../api/locations';
import { useProfile } from '../../api/profile';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageTitle } from '../../components/page-title';
import { LocationsTableSkeleton } from './locations-table';
import { OverviewContent } from './overview-content';
import { readView, writeView, type OverviewView } from './overview-url-state';

/** /main: a welcome and the organisation at a glance (range, filters and sort in the URL). */
export function OverviewPage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const locations = useLocations();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams);
  const setView = (next: OverviewView) => setSearchParams(writeView(next), { replace: true });

  return (
    <>
      <PageTitle title={t('overview.title')} />
      {profile && (
        <Text fz="lg" mb={4}>
          {t('overview.welcome', { name: profile.first_name })}
        </Text>
      )}
      <Text c="gray.7" mb="xl">
        {t('overview.intro')}
      </Text>
      <Title order={2} size="h3" mb="md">
        {t('dashboardOverview.heading')}
      </Title>
      {locations.isPending ? (
        <LocationsTableSkeleton />
      ) : locations.isError ? (
        <ErrorState onRetry={() => void locations.refetch()} />
      ) : locations.data.length === 0 ? (
        <EmptyState
          message={t('overview.empty')}
          link={{ to: '/add-location', label: t('overview.addLocation') }}
        />
      ) : (
        <OverviewContent locations={locations.data} view={view} onViewChange={setView} />
      )}
    </>
  );
}
