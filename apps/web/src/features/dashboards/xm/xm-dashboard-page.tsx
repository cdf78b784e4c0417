import type { Location } from '@footfall/core';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFootTraffic, useScores } from '../../../api/analytics';
import { ErrorState } from '../../../components/error-state';
import { ReportDownloadMenu } from '../../report-files';
import { DashboardLayout } from '../shared/dashboard-layout';
import { dashboardPage } from '../shared/dashboard-location';
import { BrandVisibilitySection } from './brand-visibility-section';
import { EventKpiCards } from './event-kpi-cards';
import { EventReport } from './event-report';
import { NoFiguresNotice } from './no-figures-notice';
import { SectionHeading } from './section-heading';
import { useEventPage } from './use-event-page';

/** /main/dashboard/{id}/xm: the live event home and report of a booth. */
export const XmDashboardPage = dashboardPage(XmDashboard);

const HIDDEN_CONTROLS = ['area', 'group'] as const;

function XmDashboard({ location }: { location: Location }) {
  const { t } = useTranslation();
  const page = useEventPage(location);
  const enabled = { enabled: page.hasFigures };
  const days = useFootTraffic(location.id, page.dayParams, enabled);
  const overTime = useFootTraffic(location.id, page.params, enabled);
  const scores = useScores(location.id, page.params, { enabled: page.hasImpressions });

  return (
    <DashboardLayout location={location} filters={page.filtersState} hide={HIDDEN_CONTROLS}>
      {!page.hasFigures ? (
        <NoFiguresNotice location={location} />
      ) : (
        <Stack gap="lg">
          <Group justify="flex-end" role="group" aria-label={t('events.downloads.group')}>
            <ReportDownloadMenu
              kind="event-report/foot-traffic"
              request={page.reportRequest}
              label={t('events.downloads.footTraffic')}
            />
            <ReportDownloadMenu
              kind="event-report/awareness"
              request={page.reportRequest}
              label={t('events.downloads.awareness')}
            />
          </Group>
          <Stack gap="sm">
            <SectionHeading title={t('events.xm.headline')} />
            {days.isError ? (
              <ErrorState onRetry={() => void days.refetch()} />
            ) : (
              <EventKpiCards
                response={days.data}
                keys={['impressions', 'visitors', 'engagementRate', 'avgDwell', 'fqv']}
                space="booth"
                comparisonRange={page.comparisonRange}
              />
            )}
          </Stack>
          <BrandVisibilitySection traffic={overTime} scores={scores} fileSuffix={page.fileSuffix} />
          <EventReport
            locationId={location.id}
            title={t('events.xm.report.title')}
            chartDescription={t('events.xm.report.chartDescription')}
            intro={t('events.xm.report.showDays')}
            days={days}
            params={page.params}
            space="booth"
            fileSuffix={page.fileSuffix}
            dayDownload
          />
        </Stack>
      )}
    </DashboardLayout>
  );
}
