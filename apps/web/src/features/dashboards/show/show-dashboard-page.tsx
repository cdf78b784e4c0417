import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { DashboardLocationGate } from '../shared/dashboard-location';
import { SectionHeading } from '../xm/section-heading';
import { ShowOverview } from './show-overview';

/** /main/dashboard/{id}/show: the show home of an attendee-tracking site without booths. */
export function ShowDashboardPage() {
  return (
    <DashboardLocationGate>
      {(location) => <ShowOverview location={location} booths={() => <NoBooths />} />}
    </DashboardLocationGate>
  );
}

function NoBooths() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SectionHeading title={t('events.booths.heading')} />
      <EmptyState
        message={t('events.show.noBooths')}
        link={{ to: '/main/tree-view', label: t('events.show.orgChart') }}
      />
    </Stack>
  );
}
