import type { FootTrafficResponse } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { unavailableReasonKey } from '../../../components/chart/completeness';
import { comparisonLabels } from '../shared/comparison-wording';
import { DashboardGrid } from '../shared/dashboard-layout';
import { fqvNeedsAreas } from '../shared/fqv-needs-areas';
import { MetricCard } from '../shared/metric-card';
import { eventKpis, type EventKpi, type EventKpiKey } from './event-kpis';
import { useEventFormat } from './use-event-format';
import type { EventSpace } from './use-event-labels';

interface EventKpiCardsProps {
  /** The range's foot-traffic answer (asked with compare for the deltas); undefined while loading. */
  response: FootTrafficResponse | undefined;
  keys: readonly EventKpiKey[];
  space: EventSpace;
  /** The comparison range ("Oct 1 – 30, 2026") when comparing: the controls name it, a card
   * says only "vs previous period" and how (shared/comparison-wording.ts). */
  comparisonRange?: string;
}

/** The headline figures as KPI cards, each with its delta and, when missing, the reason. */
export function EventKpiCards(props: EventKpiCardsProps) {
  const { response, keys, space, comparisonRange } = props;
  const { t, i18n } = useTranslation();
  const labels =
    comparisonRange === undefined
      ? null
      : comparisonLabels(
          t,
          comparisonRange,
          response?.comparison,
          i18n.language,
          response?.range.time_zone ?? 'UTC',
        );
  const format = useEventFormat();
  const spaceName = t(`events.space.${space}`);
  const kpis: EventKpi[] = response
    ? eventKpis(response, keys)
    : keys.map((key) => ({
        key,
        kind: 'count',
        value: null,
        change: null,
        averaged: false,
        unavailable: null,
        basis: null,
      }));

  const label = (key: EventKpiKey) =>
    key === 'visitors'
      ? t(space === 'booth' ? 'events.kpis.boothVisitors' : 'events.kpis.visitors')
      : t(`events.kpis.${key}`);
  const write = (kpi: EventKpi) =>
    kpi.kind === 'rate' ? format.percent : kpi.kind === 'duration' ? format.duration : format.count;

  return (
    <DashboardGrid variant="metrics">
      {kpis.map((kpi) => (
        <MetricCard
          key={kpi.key}
          label={label(kpi.key)}
          value={kpi.value}
          basis={kpi.basis}
          change={kpi.change}
          format={write(kpi)}
          comparisonLabel={kpi.averaged ? labels?.averaged : labels?.plain}
          notComparable={labels?.notComparable(response?.comparison?.not_comparable_reason ?? null)}
          help={t(`events.kpiHelp.${kpi.key}`, { space: spaceName })}
          unavailableReason={
            kpi.unavailable
              ? t(`dashboards.unavailable.${unavailableReasonKey(kpi.unavailable)}`)
              : response && fqvNeedsAreas(kpi.key, kpi.value)
                ? t('dashboards.metric.fqvNeedsAreas')
                : undefined
          }
          loading={!response}
        />
      ))}
    </DashboardGrid>
  );
}
