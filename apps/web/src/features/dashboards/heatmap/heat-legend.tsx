import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEAT_GRADIENT, HEAT_OPACITY } from './heat-colors';

interface HeatLegendProps {
  /** The busiest cell's count, formatted. */
  max: string;
  /** The same count as a number (the plural form of "positions"). */
  maxCount: number;
  /** The cell's side in metres, formatted. */
  cell: string;
}

/** The colour scale of the heat layer, from one position to the busiest cell's count. */
export function HeatLegend({ max, maxCount, cell }: HeatLegendProps) {
  const { t } = useTranslation();
  return (
    <Group
      gap="xs"
      wrap="wrap"
      mt="sm"
      aria-label={t('journeys.heatmap.legendLabel', { max, cell, count: maxCount })}
      role="group"
    >
      <Text size="sm" c="dimmed">
        {t('journeys.heatmap.legendTitle', { cell })}
      </Text>
      <Group gap={6} wrap="nowrap" aria-hidden>
        <Text size="sm">1</Text>
        <Box
          w={140}
          h={12}
          style={{ background: HEAT_GRADIENT, opacity: HEAT_OPACITY, borderRadius: 2 }}
        />
        <Text size="sm">{max}</Text>
      </Group>
    </Group>
  );
}
