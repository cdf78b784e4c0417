import type { ServiceTier } from '@footfall/core';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFigureFormat } from '../../../lib/figures/use-figure-format';
import { DashboardGrid, fqvNeedsAreas, MetricCard } from '../shared';
import type { ComparisonLabels } from '../shared/comparison-wording';
import { settingsPath, type RetailAvailability } from './retail-availability';
import { formatFigure } from './retail-format';
import type { RetailKpi } from './retail-kpis';
import { UnavailableNote } from './unavailable-note';

interface RetailKpiGridProps {
  kpis: readonly RetailKpi[];
  availability: RetailAvailability;
  locationId: string;
  tier: ServiceTier;
  /** Whether each figure's answer is still loading. */
  loading: (kpi: RetailKpi) => boolean;
  /** What a delta compares with (the controls name the range), or null without compare. */
  comparisonLabel: ComparisonLabels | null;
  /** An area is selected: figures the API gives for the whole store only are null. */
  areaSelected: boolean;
  /** Walk-ins are offered but no door counter reported in the range. */
  doorCountersSilent: boolean;
}

/** The retail headline figures: one MetricCard each, or why the location does not offer it. */
export function RetailKpiGrid(props: RetailKpiGridProps) {
  const { kpis, availability, locationId, tier, comparisonLabel } = props;
  const { t } = useTranslation();
  const format = useFigureFormat();

  return (
    <DashboardGrid variant="metrics">
      {kpis.map((kpi) => {
        const missing = availability.missingFor(kpi.key);
        const label = t(`retail.kpis.${kpi.key}`);
        if (missing) {
          return (
            <MetricCard
              key={kpi.key}
              label={label}
              value={null}
              help={t(`retail.kpiHelp.${kpi.key}`)}
              footer={
                <UnavailableNote missing={missing} locationId={locationId} tier={tier} size="xs" />
              }
            />
          );
        }
        const silentDoors = kpi.key === 'walkIns' && props.doorCountersSilent;
        return (
          <MetricCard
            key={kpi.key}
            label={label}
            value={kpi.value}
            basis={kpi.basis}
            format={(value) => formatFigure(value, kpi.format, format)}
            change={comparisonLabel ? kpi.change : null}
            comparisonLabel={
              comparisonLabel
                ? kpi.averaged
                  ? comparisonLabel.averaged
                  : comparisonLabel.plain
                : undefined
            }
            notComparable={comparisonLabel?.notComparable(kpi.notComparableReason)}
            help={t(`retail.kpiHelp.${kpi.key}`)}
            loading={props.loading(kpi)}
            unavailableReason={
              props.areaSelected
                ? t('retail.perAreaMissing')
                : fqvNeedsAreas(kpi.key, kpi.value)
                  ? t('dashboards.metric.fqvNeedsAreas')
                  : undefined
            }
            footer={
              silentDoors && (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('retail.doorCountersSilent')}{' '}
                  {availability.doorCountersPage && (
                    <Anchor
                      component={Link}
                      size="xs"
                      to={settingsPath(locationId, availability.doorCountersPage)}
                    >
                      {t('retail.unavailable.link.door-counters')}
                    </Anchor>
                  )}
                </Text>
              )
            }
          />
        );
      })}
    </DashboardGrid>
  );
}
