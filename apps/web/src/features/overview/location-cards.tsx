import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardLink } from './dashboard-link';
import { FigureValue } from './figure-value';
import { FIGURE_KEYS, type OverviewRow } from './overview-row';

interface LocationCardsProps {
  rows: readonly OverviewRow[];
  /** The folder path shown for a row; null without folders. */
  folderLabel: ((row: OverviewRow) => string) | null;
}

/** The table as a list of cards on a phone, where nine columns do not fit. */
export function LocationCards({ rows, folderLabel }: LocationCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
            <Text fw={600} component="h3" fz="md" m={0}>
              {row.name}
            </Text>
            <DashboardLink row={row} />
          </Group>
          <Text size="xs" c="gray.7" mb="xs">
            {[t(`locationTypes.${row.type}`), t(`serviceTiers.${row.service}`), folderLabel?.(row)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <SimpleGrid cols={3} spacing="xs" verticalSpacing={6} component="dl" m={0}>
            {FIGURE_KEYS.map((key) => (
              <div key={key}>
                <Text component="dt" size="xs" c="gray.7">
                  {t(`dashboardOverview.columns.${key}`)}
                </Text>
                <Text component="dd" size="sm" fw={500} m={0}>
                  <FigureValue figureKey={key} cell={row.figures[key]} />
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
