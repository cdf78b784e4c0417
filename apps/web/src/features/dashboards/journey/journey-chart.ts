// The Sankey option and the table of a journey graph (the chart card draws both).
import type { AnalyticsChartOption, ChartTable } from '../../../components/chart';
import { paletteColor } from '../../../components/chart';
import type { JourneyGraph } from './journey-graph';

export interface JourneyTexts {
  from: string;
  to: string;
  count: string;
  share: string;
  /** "Shoes → Bags: 120 (12%)" from the formatted parts. */
  linkTooltip: (parts: { from: string; to: string; count: string; share: string }) => string;
  /** "Left Shoes: 240" / "Went to Bags: 180". */
  nodeTooltip: (parts: { name: string; side: 'from' | 'to'; count: string }) => string;
}

export interface NumberFormats {
  count: (value: number) => string;
  percent: (rate: number) => string;
}

/** The Sankey drawing: areas left on the left, areas entered on the right, one colour per area. */
export function journeyChartOption(
  graph: JourneyGraph,
  texts: JourneyTexts,
  format: NumberFormats,
): AnalyticsChartOption {
  const nodes = new Map(graph.nodes.map((node) => [node.key, node]));
  const links = new Map(graph.links.map((link) => [`${link.source}>${link.target}`, link]));
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        if (!item) return '';
        if (item.dataType === 'edge') {
          const data = item.data as { source: string; target: string };
          const link = links.get(`${data.source}>${data.target}`);
          if (!link) return '';
          return texts.linkTooltip({
            from: link.fromName,
            to: link.toName,
            count: format.count(link.count),
            share: format.percent(link.share),
          });
        }
        const node = nodes.get(item.name);
        return node
          ? texts.nodeTooltip({ name: node.name, side: node.side, count: format.count(node.total) })
          : '';
      },
    },
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 8,
        top: 8,
        bottom: 8,
        nodeWidth: 14,
        nodeGap: 10,
        nodeAlign: 'justify',
        // Keep the order given (busiest first) rather than ECharts' own rearranging.
        layoutIterations: 0,
        draggable: false,
        emphasis: { focus: 'adjacency' },
        label: {
          color: '#212529',
          fontSize: 12,
          formatter: (params) => nodes.get(params.name)?.name ?? params.name,
        },
        lineStyle: { color: 'source', opacity: 0.35, curveness: 0.5 },
        data: graph.nodes.map((node) => ({
          name: node.key,
          itemStyle: { color: paletteColor(node.colorIndex) },
          // The right column's labels go inside, to the left of the nodes.
          label: { position: node.side === 'from' ? 'right' : 'left' },
        })),
        links: graph.links.map((link) => ({
          source: link.source,
          target: link.target,
          value: link.count,
        })),
      },
    ],
  };
}

/** Every transition (drawn or not) as the card's table and CSV. */
export function journeyTable(
  graph: JourneyGraph,
  texts: JourneyTexts,
  format: NumberFormats,
): ChartTable {
  return {
    columns: [
      { key: 'from', label: texts.from },
      { key: 'to', label: texts.to },
      { key: 'count', label: texts.count },
      {
        key: 'share',
        label: texts.share,
        format: (value) => (typeof value === 'number' ? format.percent(value) : ''),
      },
    ],
    rows: graph.allLinks.map((link) => ({
      from: link.fromName,
      to: link.toName,
      count: link.count,
      share: Math.round(link.share * 10000) / 10000,
    })),
  };
}
