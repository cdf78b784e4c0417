import { hourOptionLabel, type Completeness } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount, formatPercent } from '../../../lib/figures/figure-format';
import { usesHour12, weekdayName } from '../../settings/business-hours/business-hours-form';
import type { BusiestHoursGrid } from './busiest-hours';
import { BUSIEST_HOURS_SCALE, busiestHoursChartOption } from './retail-chart-options';
import { busiestHoursTable } from './retail-tables';

interface BusiestHoursCardProps {
  /** Null while loading or without visitor figures. */
  grid: BusiestHoursGrid | null;
  state: ChartCardState;
  completeness: Completeness | null;
  fileSuffix: string;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The business-hours chart of docs/product.md section 9: visitors by weekday and hour, 9 rows x 7
 * days grown to every hour the location is open (the business hours preview's rows). */
export function BusiestHoursCard({ grid, state, completeness, fileSuffix }: BusiestHoursCardProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const hour12 = usesHour12(locale);
  const labels = useMemo(() => {
    const hours = grid?.hours ?? [];
    return {
      days: WEEKDAYS.map((weekday) => weekdayName(weekday, locale, 'short')),
      longDays: WEEKDAYS.map((weekday) => weekdayName(weekday, locale, 'long')),
      hours: hours.map((hour) => hourOptionLabel(hour, hour12)),
      from: hourOptionLabel(hours[0] ?? 9, hour12),
      to: hourOptionLabel(((hours.at(-1) ?? 17) + 1) % 24, hour12),
    };
  }, [grid, locale, hour12]);

  const option = useMemo(
    () =>
      grid &&
      busiestHoursChartOption(
        grid,
        {
          days: labels.days,
          hours: labels.hours,
          visitors: t('retail.series.visitors'),
          low: formatCount(0, locale),
          high: formatCount(grid.max, locale),
        },
        BUSIEST_HOURS_SCALE,
      ),
    [grid, labels, locale, t],
  );
  const table = useMemo(
    () =>
      grid
        ? busiestHoursTable(grid, {
            weekday: t('retail.series.weekday'),
            hour: t('retail.series.hour'),
            visitors: t('retail.series.visitors'),
            days: labels.longDays,
            hours: labels.hours,
          })
        : { columns: [], rows: [] },
    [grid, labels, t],
  );
  const peak = grid?.peak;
  const outside = grid?.outsideShare ?? 0;
  const description = [
    t('retail.busiestHours.intro', { from: labels.from, to: labels.to }),
    peak
      ? t('retail.busiestHours.peak', {
          weekday: labels.longDays[peak.weekday] ?? '',
          hour: hourOptionLabel(peak.hour, hour12),
        })
      : null,
    outside > 0
      ? t('retail.busiestHours.outside', { share: formatPercent(outside, locale) })
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ChartCard
      title={t('retail.charts.busiestHours')}
      description={description}
      ariaLabel={t('retail.charts.busiestHoursLabel', { from: labels.from, to: labels.to })}
      option={option}
      table={table}
      state={state}
      empty={!grid || grid.max === 0}
      completeness={completeness}
      fileSuffix={fileSuffix}
      // 320 px for nine rows; more rows make it taller, not thinner (the legend stays 56 px).
      height={Math.max(320, 56 + 30 * (grid?.hours.length ?? 0))}
    />
  );
}
