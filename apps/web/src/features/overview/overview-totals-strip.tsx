import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { formatFigure } from './overview-format';
import type { OverviewTotals } from './overview-totals';

/** The organisation's headline: how many locations are listed and their figures added up. */
export function OverviewTotalsStrip({ totals }: { totals: OverviewTotals }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const count = (value: number | null) =>
    value === null ? '—' : formatFigure('visitors', value, locale);
  const items = [
    { label: t('dashboardOverview.totals.locations'), value: count(totals.locations) },
    { label: t('dashboardOverview.totals.visitors'), value: count(totals.visitors) },
    { label: t('dashboardOverview.totals.walkBys'), value: count(totals.walkBys) },
    {
      label: t('dashboardOverview.totals.captureRate'),
      value:
        totals.captureRate === null ? '—' : formatFigure('captureRate', totals.captureRate, locale),
    },
    { label: t('dashboardOverview.totals.walkIns'), value: count(totals.walkIns) },
  ];
  return (
    <section aria-label={t('dashboardOverview.totals.label')}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" component="dl" m={0}>
        {items.map((item) => (
          <Paper key={item.label} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="gray.7">
              {item.label}
            </Text>
            <Text
              component="dd"
              fz={24}
              fw={700}
              m={0}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {totals.boothsInShows > 0 && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('dashboardOverview.totals.boothsInShows', { count: totals.boothsInShows })}
        </Text>
      )}
      {totals.partial && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('dashboardOverview.totals.partial')}
        </Text>
      )}
    </section>
  );
}
