// The booths' bubble chart: x visitors, y average dwell, bubble size by engagement rate.
import { LABELS_INSIDE_GRID, type AnalyticsChartOption } from '../../../components/chart';
import { paletteColor } from '../../../components/chart';
import type { BoothBubble } from './booth-bubbles';

export interface BubbleChartLabels {
  visitors: string;
  avgDwell: string;
  engagementRate: string;
}

export interface BubbleChartFormat {
  count: (value: number) => string;
  duration: (seconds: number) => string;
  percent: (value: number) => string;
  /** Ticks of the dwell axis, drawn in minutes so the ticks fall on whole minutes: "12 min". */
  minutesAxis: (minutes: number) => string;
}

type BubbleDatum = [visitors: number, dwellMinutes: number, size: number, index: number];

/** Each booth its own series, so the legend names it and colours tell booths apart. */
export function boothBubbleOption(
  bubbles: readonly BoothBubble[],
  labels: BubbleChartLabels,
  format: BubbleChartFormat,
): AnalyticsChartOption {
  const tooltip = (bubble: BoothBubble) =>
    [
      `<strong>${escapeHtml(bubble.name)}</strong>`,
      `${escapeHtml(labels.visitors)}: ${format.count(bubble.visitors)}`,
      `${escapeHtml(labels.avgDwell)}: ${format.duration(bubble.avgDwellS)}`,
      `${escapeHtml(labels.engagementRate)}: ${
        bubble.engagementRate === null ? '–' : format.percent(bubble.engagementRate)
      }`,
    ].join('<br>');
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 48, bottom: 32, ...LABELS_INSIDE_GRID },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const datum = (params as { value?: BubbleDatum }).value;
        const bubble = datum ? bubbles[datum[3]] : undefined;
        return bubble ? tooltip(bubble) : '';
      },
    },
    xAxis: {
      type: 'value',
      name: labels.visitors,
      nameLocation: 'middle',
      nameGap: 28,
      // Fitted to the booths, not from 0: booths of similar size would otherwise overlap; a margin
      // keeps the outermost bubbles inside the plot.
      scale: true,
      boundaryGap: ['20%', '20%'],
      axisLabel: { hideOverlap: true, formatter: (value: number) => format.count(value) },
    },
    yAxis: {
      type: 'value',
      name: labels.avgDwell,
      // Written rightwards from the axis: a name centred on it was cut at the card's left edge
      // ("nps de présence moyen").
      nameTextStyle: { align: 'left' },
      scale: true,
      boundaryGap: ['20%', '20%'],
      // Ticks on whole minutes (a fitted axis would otherwise repeat "32 min").
      minInterval: 1,
      axisLabel: { formatter: (value: number) => format.minutesAxis(value) },
    },
    series: bubbles.map((bubble, index) => ({
      type: 'scatter' as const,
      name: bubble.name,
      color: paletteColor(index),
      symbolSize: bubble.size,
      itemStyle: { opacity: 0.75, borderColor: '#ffffff', borderWidth: 1 },
      data: [[bubble.visitors, bubble.avgDwellS / 60, bubble.size, index] satisfies BubbleDatum],
    })),
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
