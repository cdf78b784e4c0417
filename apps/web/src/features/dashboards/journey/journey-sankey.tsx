import { numberFormat } from '@footfall/core';
import type { InteractionsResponse } from '@footfall/core';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardState } from '../../../components/chart';
import { useLocale } from '../../../i18n/use-locale';
import {
  journeyChartOption,
  journeyTable,
  type JourneyTexts,
  type NumberFormats,
} from './journey-chart';
import { journeyGraph } from './journey-graph';

export interface JourneySankeyProps {
  /** The interactions answer; undefined while it loads. */
  data: InteractionsResponse | undefined;
  /** The query's state (a TanStack Query result fits). */
  state?: ChartCardState;
  /** Names of areas the answer does not list (e.g. the location's area list). */
  areaNames?: ReadonlyMap<number, string>;
  /** Card title (default "Customer journey"). */
  title?: string;
  /** Added to the export file names, e.g. the range. */
  fileSuffix?: string;
}

/** Height of the Sankey: room for the taller column's labels. */
function sankeyHeight(nodesPerSide: number): number {
  return Math.min(720, Math.max(320, nodesPerSide * 34));
}

/**
 * The customer journey (issue 6, item 8): how visitors moved between areas, as a Sankey from the
 * area they left (left column) to the area they entered (right column), with the full table of
 * transitions. Shared by the journey page, its read-only page and the ADAM dashboard.
 */
export function JourneySankey({ data, state, areaNames, title, fileSuffix }: JourneySankeyProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();

  const { graph, option, table } = useMemo(() => {
    const format: NumberFormats = {
      count: (value) => numberFormat(locale, 'whole').format(value),
      percent: (rate) => numberFormat(locale, 'percent').format(rate),
    };
    const texts: JourneyTexts = {
      from: t('journeys.journey.from'),
      to: t('journeys.journey.to'),
      count: t('journeys.journey.transitions'),
      share: t('journeys.journey.share'),
      linkTooltip: (parts) => t('journeys.journey.linkTooltip', parts),
      nodeTooltip: ({ name, side, count }) =>
        t(side === 'from' ? 'journeys.journey.leftTooltip' : 'journeys.journey.enteredTooltip', {
          name,
          count,
        }),
    };
    const built = journeyGraph(
      data ?? { areas: [], transitions: [] },
      (areaId) => areaNames?.get(areaId) ?? t('journeys.journey.unknownArea', { id: areaId }),
    );
    return {
      graph: built,
      option: journeyChartOption(built, texts, format),
      table: journeyTable(built, texts, format),
    };
  }, [data, areaNames, locale, t]);

  const perSide = Math.max(
    graph.nodes.filter((node) => node.side === 'from').length,
    graph.nodes.filter((node) => node.side === 'to').length,
  );
  const count = (value: number) => numberFormat(locale, 'whole').format(value);

  return (
    <ChartCard
      title={title ?? t('journeys.journey.title')}
      description={
        graph.hiddenLinks > 0
          ? `${t('journeys.journey.description')} ${t('journeys.journey.hiddenLinks', { hidden: count(graph.hiddenLinks), shown: count(graph.links.length), count: graph.hiddenLinks })}`
          : t('journeys.journey.description')
      }
      option={option}
      table={table}
      state={state}
      height={sankeyHeight(perSide)}
      ariaLabel={t('journeys.journey.ariaLabel', {
        links: count(graph.allLinks.length),
        count: graph.allLinks.length,
      })}
      emptyHint={t('journeys.journey.emptyHint')}
      completeness={data?.completeness}
      unavailable={data?.unavailable}
      fileSuffix={fileSuffix}
      actions={
        graph.total > 0 ? (
          <Text size="sm" c="dimmed">
            {t('journeys.journey.total', { total: count(graph.total) })}
          </Text>
        ) : undefined
      }
    />
  );
}
