import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Report } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReportResults } from '../../../api/reports';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';
import { ReportDownloadMenu } from '../../report-files';
import { locationResults, periodDays, previousIsAveraged, rangeLabel } from '../result-tables';
import { LocationResultsTable } from './location-results-table';
import { useResultsFormat } from './use-results-format';

/** Runs the report (the server stores the run) and shows its figures per location. */
export function ResultsModal({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation();
  const results = useReportResults(report.id);
  const format = useResultsFormat();
  const groups = useMemo(() => (results.data ? locationResults(results.data) : []), [results.data]);
  const data = results.data;
  const averagedOverDays = data && previousIsAveraged(data) ? periodDays(data) : null;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('reports.results.title', { name: report.name })}
    >
      <Stack>
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => void results.refetch()}
            loading={results.isFetching}
          >
            {t('reports.results.runAgain')}
          </Button>
          <Group gap="xs" align="flex-start">
            <Button component={Link} to={`/main/comparison-report/${report.id}`} variant="light">
              {t('reports.results.openComparison')}
            </Button>
            <ReportDownloadMenu
              kind="comparison-report"
              request={{ report_id: report.id, dates: [{}] }}
              label={t('reports.download.comparison')}
            />
          </Group>
        </Group>
        {results.isPending ? (
          <>
            <Text size="sm" c="dimmed">
              {t('reports.results.running')}
            </Text>
            <LoadingState />
          </>
        ) : results.isError ? (
          <ErrorState
            message={failureMessage(results.error, t, t('reports.results.failed'))}
            onRetry={() => void results.refetch()}
          />
        ) : (
          <>
            <Text size="sm">
              {t('reports.results.summary', {
                range: rangeLabel(results.data.range, format.locale),
                runAt: formatDateTime(results.data.run_at, format.locale),
              })}
            </Text>
            {results.data.comparison_range && (
              <Text size="sm">
                {t('reports.results.comparedWith', {
                  range: rangeLabel(results.data.comparison_range, format.locale),
                })}
                {averagedOverDays !== null && ` ${t('reports.results.averagedNote')}`}
              </Text>
            )}
            {groups.length === 0 ? (
              <EmptyState message={t('reports.results.empty')} />
            ) : (
              groups.map((group) => (
                <LocationResultsTable
                  key={group.locationId}
                  group={group}
                  granularity={report.granularity}
                  format={format}
                  averagedOverDays={averagedOverDays}
                />
              ))
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
