import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../api/profile';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { useLocations } from '../../api/locations';
import { LocationsTable } from './locations-table';

/** /main: a welcome and the user's locations. */
export function OverviewPage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const locations = useLocations();

  return (
    <>
      <PageTitle title={t('overview.title')} />
      {profile && (
        <Text fz="lg" mb={4}>
          {t('overview.welcome', { name: profile.first_name })}
        </Text>
      )}
      <Text c="dimmed" mb="xl">
        {t('overview.intro')}
      </Text>
      <Title order={2} size="h3" mb="sm">
        {t('overview.locationsHeading')}
      </Title>
      {locations.isPending ? (
        <LoadingState />
      ) : locations.isError ? (
        <ErrorState onRetry={() => void locations.refetch()} />
      ) : locations.data.length === 0 ? (
        <EmptyState
          message={t('overview.empty')}
          action={
            <Anchor component={Link} to="/add-location">
              {t('overview.addLocation')}
            </Anchor>
          }
        />
      ) : (
        <LocationsTable locations={locations.data} />
      )}
    </>
  );
}
