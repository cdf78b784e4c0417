import {} from '@mantine/core';
import { hourOptionLabel, type BusinessDay } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { useLocale } from '../../../i18n/use-locale';
import { usesHour12, weekdayName } from './business-hours-form';
import { previewChartOption, previewGrid, previewTable } from './business-hours-chart';
import { SettingsCard } from '../../../components/settings-card';

// Nine rows fill 300 px, as the grid first had; more rows make it taller, not thinner.
const ROW_HEIGHT = 30;
const AXIS_HEIGHT = 30;

interface BusinessHoursPreviewProps {
  days: readonly BusinessDay[];
}

/** The 9 x 7 grid of docs/product.md section 9, grown to every open hour: which hours of the week
 * are open, as edited so far. */
export function BusinessHoursPreview({ days }: BusinessHoursPreviewProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const hour12 = usesHour12(locale);
  const grid = useMemo(() => previewGrid(days), [days]);
  const labels = useMemo(
    () => ({
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => weekdayName(weekday, locale, 'short')),
      hour: (hour: number) => hourOptionLabel(hour, hour12),
      open: t('businessHours.open'),
      closed: t('businessHours.closed'),
    }),
    [locale, hour12, t],
  );
  const option = useMemo(() => previewChartOption(grid, labels), [grid, labels]);
  const table = useMemo(
    () => previewTable(grid, { ...labels, hourColumn: t('businessHours.hour') }),
    [grid, labels, t],
  );
  const from = hourOptionLabel(grid.hours[0] ?? 0, hour12);
  const to = hourOptionLabel((grid.hours.at(-1) ?? 0) + 1, hour12);

  return (
    <SettingsCard
      title={t('businessHours.preview')}
      intro={t('businessHours.previewIntro', { from, to })}
    >
      <Chart
        option={option}
        ariaLabel={t('businessHours.chartLabel', { from, to })}
        table={table}
        height={ROW_HEIGHT * grid.hours.length + AXIS_HEIGHT}
      />
    </SettingsCard>
  );
}
