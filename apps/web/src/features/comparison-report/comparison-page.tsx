import { numberFormat } from '@footfall/core';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReportComparison } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useReportComparison } from '../../api/report-comparison';
import { ChartCard } from '../../components/chart';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { useLocale } from '../../i18n/use-locale';
import { isApiError } from '../../lib/http/api-error';
import { formatDateRange } from '../dashboards/shared/format-range';
import { ReportDownloadMenu } from '../report-files';
import { checkPeriod, percentileOption, percentileTable } from './comparison-rows';
import { GradingExplanation } from './grading-explanation';
import { PeriodForm } from './period-form';
import { PeriodTable } from './period-table';
import { SideBySideTable } from './side-by-side-table';

/** /main/comparison-report/{reportId}: a saved report's locations compared and graded. */
export function ComparisonPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = checkPeriod({ start: params.get('start'), end: params.get('end') });
  const period = asked.ok ? asked.period : null;
  const comparison = useReportComparison(reportId, period);

  const setPeriod = (next: { start: string; end: string } | null) =>
    setParams(next ? { start: next.start, end: next.end } : {});

  const data = comparison.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/main/reports" size="sm">
        ← {t('comparison.back')}
      </Anchor>
      <PageTitle
        title={
          data ? t('comparison.titleNamed', { name: data.report_name }) : t('comparison.title')
        }
      />
      {!asked.ok && <Alert color="yellow">{t('comparison.range.invalidUrl')}</Alert>}
      {comparison.isPending ? (
        <LoadingState />
      ) : comparison.isError || !data ? (
        <ErrorState
          message={
            isApiError(comparison.error) && comparison.error.status === 404
              ? t('comparison.notFound')
              : undefined
          }
          onRetry={() => void comparison.refetch()}
        />
      ) : (
        <ComparisonBody
          comparison={data}
          reportId={reportId}
          overridden={period !== null}
          onPeriod={setPeriod}
          refreshing={comparison.isFetching}
        />
      )}
    </Stack>
  );
}

interface BodyProps {
  comparison: ReportComparison;
  reportId: string;
  overridden: boolean;
  onPeriod: (period: { start: string; end: string } | null) => void;
  refreshing: boolean;
}

function ComparisonBody({ comparison, reportId, overridden, onPeriod, refreshing }: BodyProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { range, comparison_range: previous } = comparison;
  const table = useMemo(
    () =>
      percentileTable(
        comparison,
        (metric) => t(`comparison.metrics.${metric}`),
        t('comparison.chart.metric'),
        locale,
      ),
    [comparison, t, locale],
  );
  const request = useMemo(
    () => ({
      report_id: reportId,
      dates: [overridden ? { start_date: range.start_date, end_date: range.end_date } : {}],
    }),
    [reportId, overridden, range.start_date, range.end_date],
  );
  const rangeText = (start: string, end: string) => formatDateRange({ start, end }, locale);
  const count = numberFormat(locale, 'whole');

  return (
    <Stack gap="lg" aria-busy={refreshing}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={500}>
            {t('comparison.period', {
              range: rangeText(range.start_date, range.end_date),
              days: count.format(range.days),
              count: range.days,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t(previous.days > range.days ? 'comparison.previousDoubled' : 'comparison.previous', {
              range: rangeText(previous.start_date, previous.end_date),
              days: count.format(previous.days),
              count: previous.days,
            })}
          </Text>
        </Stack>
        {/* While another period loads, the shown one would be downloaded: wait for it. */}
        <ReportDownloadMenu kind="comparison-report" request={request} disabled={refreshing} />
      </Group>
      <PeriodForm
        start={range.start_date}
        end={range.end_date}
        overridden={overridden}
        onApply={onPeriod}
        onReset={() => onPeriod(null)}
      />
      {comparison.locations.length === 0 ? (
        <EmptyState message={t('comparison.empty')} />
      ) : (
        <>
          <SideBySideTable comparison={comparison} />
          <PeriodTable comparison={comparison} />
          <ChartCard
            title={t('comparison.chart.title')}
            description={t('comparison.chart.description')}
            option={percentileOption(table)}
            table={table}
            fileSuffix={`${range.start_date}_${range.end_date}`}
            empty={table.rows.every((row) =>
              Object.entries(row).every(([key, value]) => key === 'metric' || value === null),
            )}
          />
        </>
      )}
      <GradingExplanation comparison={comparison} />
    </Stack>
  );
}
