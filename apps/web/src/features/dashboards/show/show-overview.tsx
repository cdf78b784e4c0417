import { availableMetrics, type Location } from '@footfall/core';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFootTraffic } from '../../../api/analytics';
import { ErrorState } from '../../../components/error-state';
import { ReportDownloadMenu } from '../../report-files';
import { DashboardLayout } from '../shared/dashboard-layout';
import { EventKpiCards } from '../xm/event-kpi-cards';
import { EventReport } from '../xm/event-report';
import { NoFiguresNotice } from '../xm/no-figures-notice';
import { SectionHeading } from '../xm/section-heading';
import { TrafficOverTimeCard } from '../xm/traffic-over-time-card';
import { useEventPage, type EventPage } from '../xm/use-event-page';
import { showDescriptionKeys } from './show-descriptions';

interface ShowOverviewProps {
  location: Location;
  /** What follows the show's own figures: its booths, or why it has none. */
  booths: (page: EventPage) => ReactNode;
  /** Whether to offer the booths (bubble) report: the server refuses it for a show without booths. */
  boothsReport?: boolean;
}

const HIDDEN_CONTROLS = ['area', 'group'] as const;

/**
 * A show's page (attendee tracking): the show's totals, its traffic over time and its day-by-day
 * report, then the booths. Shared by the show home and the attendee-tracking home.
 */
export function ShowOverview({ location, booths, boothsReport = false }: ShowOverviewProps) {
  const { t } = useTranslation();
  const page = useEventPage(location);
  const enabled = { enabled: page.hasFigures };
  const days = useFootTraffic(location.id, page.dayParams, enabled);
  const overTime = useFootTraffic(location.id, page.params, enabled);
  const descriptions = showDescriptionKeys(availableMetrics(location.services));

  return (
    <DashboardLayout location={location} filters={page.filtersState} hide={HIDDEN_CONTROLS}>
      <Stack gap="lg">
        {!page.hasFigures ? (
          <NoFiguresNotice location={location} />
        ) : (
          <>
            {boothsReport && (
              <Group justify="flex-end" role="group" aria-label={t('events.downloads.group')}>
                <ReportDownloadMenu
                  kind="bubble-report"
                  request={page.reportRequest}
                  label={t('events.downloads.bubble')}
                />
              </Group>
            )}
            <Stack gap="sm">
              <SectionHeading title={t('events.show.headline')} />
              {days.isError ? (
                <ErrorState onRetry={() => void days.refetch()} />
              ) : (
                <EventKpiCards
                  response={days.data}
                  keys={['visitors', 'walkBys', 'impressions', 'engagementRate', 'avgDwell', 'fqv']}
                  space="show"
                  comparisonRange={page.comparisonRange}
                />
              )}
            </Stack>
            <TrafficOverTimeCard
              title={t('events.show.trafficTitle')}
              description={t(descriptions.traffic)}
              traffic={overTime}
              space="show"
              fileSuffix={page.fileSuffix}
            />
            <EventReport
              locationId={location.id}
              title={t('events.show.reportTitle')}
              chartDescription={t(descriptions.report)}
              intro={t('events.show.showDays')}
              days={days}
              params={page.params}
              space="show"
              fileSuffix={page.fileSuffix}
            />
          </>
        )}
        {booths(page)}
      </Stack>
    </DashboardLayout>
  );
}
