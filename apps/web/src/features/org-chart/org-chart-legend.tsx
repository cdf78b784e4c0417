import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NODE_COLOURS } from './org-chart-option';

const KINDS = ['root', 'folder', 'location'] as const;

/** What the three node colours mean. */
export function OrgChartLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="ul" aria-label={t('orgChart.legend')} m={0} p={0}>
      {KINDS.map((kind) => (
        <Group key={kind} gap={6} component="li" style={{ listStyle: 'none' }}>
          <Box
            aria-hidden
            w={12}
            h={12}
            style={{
              background: NODE_COLOURS[kind].fill,
              border: `1.5px solid ${NODE_COLOURS[kind].border}`,
              borderRadius: kind === 'folder' ? 2 : '50%',
            }}
          />
          <Text size="sm">{t(`orgChart.kinds.${kind}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
