import type { Completeness, UnavailableMetric } from '@footfall/core';
import { Box, Group, Loader, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../error-state';
import { Chart, type ChartHandle } from './chart';
import { ChartCardActions } from './chart-card-actions';
import { ChartCardNotes } from './chart-card-notes';
import { exportFileName, toCsv } from './chart-csv';
import { ChartDataTable } from './chart-data-table';
import { downloadBlob, downloadCsv, svgToPng } from './chart-export';
import type { ChartTable } from './chart-table';
import type { AnalyticsChartOption, ChartClick } from './chart-types';

/** The loading state of the card's data; a TanStack Query result fits as it is. */
export interface ChartCardState {
  isPending: boolean;
  isError: boolean;
  /** Refetching with the previous answer on screen. */
  isFetching?: boolean;
  /** Asks again (the error state's retry button). */
  refetch?: () => unknown;
}

export interface ChartCardProps {
  title: string;
  description?: string;
  /** The chart to draw; null or absent with `children` (a custom drawing) or for a table only. */
  option?: AnalyticsChartOption | null;
  /** The data of the chart: the table view and the CSV are made from these same rows. */
  table: ChartTable;
  state?: ChartCardState;
  /** Chart height in pixels (default 300). */
  height?: number;
  /** Describes the chart for screen readers (default: the title). */
  ariaLabel?: string;
  /** Nothing to show (default: the table has no rows). */
  empty?: boolean;
  /** What to try when empty (default: a longer range, the gateways' connectivity). */
  emptyHint?: string;
  completeness?: Completeness | null;
  /** Metrics of this chart the location does not offer, with their reasons. */
  unavailable?: readonly UnavailableMetric[];
  /** Added to the export file names, e.g. the range "2026-03-01_2026-03-31". */
  fileSuffix?: string;
  /** More controls in the card header (e.g. a metric switch). */
  actions?: ReactNode;
  onChartClick?: (click: ChartClick) => void;
  /** A custom drawing in place of `option` (PNG export needs `option`). */
  children?: ReactNode;
}

const DEFAULT_HEIGHT = 300;

/**
 * Every dashboard chart's frame (issue 6, item 10): title, loading skeleton, empty and error
 * states, a table view of the same data, CSV and PNG downloads, full screen with the table (the
 * "single chart"), and the notes on data completeness and unavailable metrics.
 */
export function ChartCard(props: ChartCardProps) {
  const { title, description, option, table, state, height = DEFAULT_HEIGHT } = props;
  const { t, i18n } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const chart = useRef<ChartHandle>(null);
  const fullChart = useRef<ChartHandle>(null);

  const loading = state?.isPending ?? false;
  const failed = !loading && (state?.isError ?? false);
  const empty = !loading && !failed && (props.empty ?? table.rows.length === 0);
  const ready = !loading && !failed && !empty;
  const drawn = option ?? null;

  const downloadPng = async () => {
    const handle = fullChart.current ?? chart.current;
    const svg = handle?.toSvg();
    if (!handle || !svg) return;
    const png = await svgToPng(svg, handle.size());
    downloadBlob(png, exportFileName(title, 'png', props.fileSuffix));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} miw={0}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="wrap">
        <Box style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={3} size="h5">
              {title}
            </Title>
            {state?.isFetching && !loading && (
              <Loader size="xs" aria-label={t('dashboards.chart.updating')} />
            )}
          </Group>
          {description && (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          )}
        </Box>
        <Group gap={4} wrap="wrap">
          {props.actions}
          {ready && (
            <ChartCardActions
              title={title}
              showTable={showTable}
              onToggleTable={() => setShowTable((shown) => !shown)}
              onCsv={() =>
                downloadCsv(
                  toCsv(table, i18n.language),
                  exportFileName(title, 'csv', props.fileSuffix),
                )
              }
              onPng={drawn && !props.children && !showTable ? () => void downloadPng() : undefined}
              onFullScreen={() => setFullScreen(true)}
            />
          )}
        </Group>
      </Group>

      {loading && (
        <Skeleton height={height} radius="sm" aria-label={t('common.loading')} role="status" />
      )}
      {failed && (
        <Box mih={height / 2}>
          <ErrorState onRetry={state?.refetch ? () => void state.refetch?.() : undefined} />
        </Box>
      )}
      {empty && (
        <Stack mih={height / 2} justify="center" align="center" gap={4} ta="center" p="md">
          <Text fw={500}>{t('dashboards.chart.empty')}</Text>
          <Text size="sm" c="gray.7">
            {props.emptyHint ?? t('dashboards.chart.emptyHint')}
          </Text>
        </Stack>
      )}
      {ready &&
        (showTable ? (
          <ChartDataTable caption={title} table={table} maxHeight={height} />
        ) : (
          <ChartBody
            chartRef={chart}
            option={drawn}
            height={height}
            ariaLabel={props.ariaLabel ?? title}
            onClick={props.onChartClick}
          >
            {props.children}
          </ChartBody>
        ))}

      <ChartCardNotes completeness={props.completeness} unavailable={props.unavailable} />

      <Modal
        opened={fullScreen}
        onClose={() => setFullScreen(false)}
        fullScreen
        title={title}
        styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      >
        {fullScreen && (
          <Stack gap="lg">
            {description && <Text c="gray.7">{description}</Text>}
            <ChartBody
              chartRef={fullChart}
              option={drawn}
              height={Math.max(320, Math.round(window.innerHeight * 0.55))}
              ariaLabel={props.ariaLabel ?? title}
              onClick={props.onChartClick}
            >
              {props.children}
            </ChartBody>
            <ChartCardNotes completeness={props.completeness} unavailable={props.unavailable} />
            <ChartDataTable caption={title} table={table} />
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

interface ChartBodyProps {
  chartRef: RefObject<ChartHandle | null>;
  option: AnalyticsChartOption | null;
  height: number;
  ariaLabel: string;
  onClick?: (click: ChartClick) => void;
  /** A custom drawing, drawn instead of the option. */
  children?: ReactNode;
}

function ChartBody({ chartRef, option, height, ariaLabel, onClick, children }: ChartBodyProps) {
  if (children) return <>{children}</>;
  if (!option) return null;
  return (
    <Chart
      ref={chartRef}
      option={option}
      height={height}
      ariaLabel={ariaLabel}
      // The card's table view (and the full screen's table) show the same rows.
      table="shown-by-owner"
      onClick={onClick}
    />
  );
}
