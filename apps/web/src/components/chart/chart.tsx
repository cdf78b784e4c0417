import { VisuallyHidden } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { AnalyticsChartOption, ChartClick, ChartOption, GridChartOption } from './chart-types';
import { useLocale } from '../../i18n/use-locale';
import { ChartDataTable } from './chart-data-table';
import type { ChartTable } from './chart-table';
import { init } from './echarts-setup';
import { withLocaleNumbers } from './locale-option';

interface ChartProps {
  option: ChartOption | GridChartOption | AnalyticsChartOption;
  /** Describes the chart for screen readers (and captions its hidden table). */
  ariaLabel: string;
  /**
   * Every chart has its table (issue 17): the chart's data, drawn as a visually hidden table for
   * screen readers under the chart; or 'shown-by-owner' where the owner shows the same data as
   * text already (the chart card's table view, the organisation chart's list).
   */
  table: ChartTable | 'shown-by-owner';
  height: number;
  onClick?: (click: ChartClick) => void;
  /** Export access to the drawn chart (the chart card's PNG download). */
  ref?: Ref<ChartHandle>;
}

/** What a chart offers its owner: the drawing as SVG text, and its size in CSS pixels. */
export interface ChartHandle {
  /** The chart as an SVG document, or null before it is drawn. */
  toSvg: () => string | null;
  size: () => { width: number; height: number };
}

type EChartsInstance = ReturnType<typeof init>;

/**
 * The one chart component: an ECharts instance (SVG renderer) that follows `option`, resizes
 * with its box and is disposed with the component. Charts draw; callers compute the option.
 */
export function Chart({ option, ariaLabel, table, height, onClick, ref }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<EChartsInstance | null>(null);
  const clickHandler = useRef(onClick);
  const [locale] = useLocale();

  useImperativeHandle(
    ref,
    () => ({
      toSvg: () => instance.current?.renderToSVGString() ?? null,
      size: () => ({
        width: instance.current?.getWidth() ?? 0,
        height: instance.current?.getHeight() ?? 0,
      }),
    }),
    [],
  );

  useEffect(() => {
    clickHandler.current = onClick;
  }, [onClick]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    instance.current = chart;
    chart.on('click', (params) => {
      clickHandler.current?.({ name: params.name, value: params.value });
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      instance.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a filtered tree must drop the nodes it no longer has.
    instance.current?.setOption(withLocaleNumbers(option, locale), { notMerge: true });
  }, [option, locale]);

  useEffect(() => {
    instance.current?.resize();
  }, [height]);

  return (
    <>
      <div ref={container} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }} />
      {table !== 'shown-by-owner' && (
        <VisuallyHidden>
          <ChartDataTable caption={ariaLabel} table={table} bare />
        </VisuallyHidden>
      )}
    </>
  );
}
