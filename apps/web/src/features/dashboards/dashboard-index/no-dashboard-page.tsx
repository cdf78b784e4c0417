import { dashboardPath, locationDisplayName, type Location } from '@footfall/core';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocationById, useLocations } from '../../../api/locations';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';

/**
 * Shown for a location without a dashboard (a mall, docs/product.md section 2): links to its
 * stores' dashboards, or to the organisation chart when it has none.
 */
export function NoDashboardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocationById(id);
  const locations = useLocations();

  let content;
  if (location.isPending || locations.isPending) content = <LoadingState />;
  else if (location.isError || locations.isError)
    content = (
      <ErrorState
        onRetry={() => {
          void location.refetch();
          void locations.refetch();
        }}
      />
    );
  else content = <MallStores mall={location.data} locations={locations.data} />;

  return (
    <>
      <PageTitle title={t('dashboards.mall.title')} />
      {content}
    </>
  );
}

function MallStores({ mall, locations }: { mall: Location; locations: readonly Location[] }) {
  const { t } = useTranslation();
  const stores = mall.child_ids
    .map((childId) => locations.find((candidate) => candidate.id === childId))
    .filter((store): store is Location => store !== undefined)
    .map((store) => ({ store, path: dashboardPath(store) }))
    .filter((entry): entry is { store: Location; path: string } => entry.path !== null);

  return (
    <Stack gap="sm" maw={720}>
      <Text>{t('dashboards.mall.text')}</Text>
      {stores.length > 0 ? (
        <section aria-labelledby="mall-stores">
          <Title order={2} size="h4" id="mall-stores" mb="xs">
            {t('dashboards.mall.stores', { mall: locationDisplayName(mall.name) })}
          </Title>
          <List>
            {stores.map(({ store, path }) => (
              <List.Item key={store.id}>
                <Anchor component={Link} to={path}>
                  {locationDisplayName(store.name)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      ) : (
        <>
          <Text c="gray.7">{t('dashboards.mall.noStores')}</Text>
          <Anchor component={Link} to="/main/tree-view">
            {t('dashboards.mall.orgChart')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
