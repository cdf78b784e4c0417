import type { FootTrafficResponse, ScoresResponse } from '@footfall/core';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unavailableReasonKey } from '../../../components/chart/completeness';
import { GRADE_KEYS } from '../../../lib/figures/grade-keys';
import { DashboardGrid } from '../shared/dashboard-layout';
import { MetricCard } from '../shared/metric-card';
import { brandVisibility } from './brand-visibility';
import { SectionHeading } from './section-heading';
import { TrafficOverTimeCard } from './traffic-over-time-card';
import { useEventFormat } from './use-event-format';

interface BrandVisibilitySectionProps {
  /** Foot-traffic by the chosen granularity (the chart) and its totals (the figures). */
  traffic: UseQueryResult<FootTrafficResponse>;
  scores: UseQueryResult<ScoresResponse>;
  fileSuffix: string;
}

/** Brand visibility: impressions, the visibility score (explained), capture rate and its grade. */
export function BrandVisibilitySection({
  traffic,
  scores,
  fileSuffix,
}: BrandVisibilitySectionProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const response = traffic.data;
  const visibility = response ? brandVisibility(response) : null;
  const attraction = scores.data?.scores.find((score) => score.name === 'attraction');
  const missing = response?.unavailable[0];
  const missingReason = missing
    ? t(`dashboards.unavailable.${unavailableReasonKey(missing)}`)
    : undefined;

  const gradeText = attraction?.grade
    ? t('events.xm.visibility.grade', { grade: t(`events.grades.${GRADE_KEYS[attraction.grade]}`) })
    : null;

  const liveHours = visibility?.liveHours ?? 0;
  const scoreHelp = t('events.xm.visibility.scoreHelp', {
    hours: format.count(liveHours),
    count: liveHours,
  });

  return (
    <Stack gap="sm">
      <SectionHeading
        title={t('events.xm.visibility.title')}
        intro={t('events.xm.visibility.intro')}
      />
      <DashboardGrid variant="metrics">
        <MetricCard
          label={t('events.kpis.visibilityScore')}
          value={visibility?.score}
          format={(value) => t('events.units.perHour', { value: format.decimal(value) })}
          help={scoreHelp}
          unavailableReason={missingReason}
          loading={traffic.isPending}
        />
        <MetricCard
          label={t('events.kpis.captureRate')}
          value={visibility?.captureRate}
          format={format.percent}
          help={t('events.kpiHelp.captureRate', { space: t('events.space.booth') })}
          unavailableReason={missingReason}
          loading={traffic.isPending}
          footer={
            attraction && attraction.value !== null ? (
              <Text size="xs" c="dimmed" mt={4}>
                {gradeText && attraction.percentile !== null
                  ? `${gradeText}. ${t('events.xm.visibility.gradeDetail', {
                      percentile: format.count(attraction.percentile),
                      peers: format.count(attraction.peers),
                      count: attraction.peers,
                    })}`
                  : t('events.xm.visibility.noGrade')}
              </Text>
            ) : undefined
          }
        />
        <MetricCard
          label={t('events.kpis.walkBys')}
          value={visibility?.walkBys}
          help={t('events.kpiHelp.walkBys', { space: t('events.space.booth') })}
          unavailableReason={missingReason}
          loading={traffic.isPending}
        />
      </DashboardGrid>
      <Text size="sm" c="dimmed" maw={760}>
        {scoreHelp}
      </Text>
      <TrafficOverTimeCard
        title={t('events.xm.visibility.chartTitle')}
        description={t('events.xm.visibility.chartDescription')}
        traffic={traffic}
        space="booth"
        fileSuffix={fileSuffix}
      />
    </Stack>
  );
}
