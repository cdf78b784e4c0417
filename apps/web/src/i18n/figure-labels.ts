// The figures' names come from core's one label catalogue (METRIC_LABELS), the one the server's
// reports and mails use: the feature catalogues do not name a figure themselves, each bundle merges
// these sections in under the keys the pages read.
import { METRIC_LABELS, type Locale, type MetricKey } from '@footfall/core';

/** Web key -> catalogue figure, per catalogue section that names figures (retailKpis: also the
 * API field each retail headline card reads). */
export const FIGURE_METRICS = {
  retailKpis: {
    visitors: 'visitors',
    walkBys: 'walk_bys',
    walkIns: 'walk_ins',
    captureRate: 'capture_rate',
    engagers: 'engagers',
    fqv: 'fqv',
    avgDwell: 'avg_dwell_s',
    avgVisitDuration: 'avg_visit_duration_s',
    returningVisitors: 'returning_visitors',
  },
  retailSeries: {
    visitors: 'visitors',
    walkBys: 'walk_bys',
    walkIns: 'walk_ins',
    engagers: 'engagers',
  },
  eventKpis: {
    impressions: 'impressions',
    visitors: 'visitors',
    walkBys: 'walk_bys',
    captureRate: 'capture_rate',
    engagementRate: 'engagement_rate',
    avgDwell: 'avg_dwell_s',
    fqv: 'fqv',
  },
  overviewFigures: {
    visitors: 'visitors',
    walkBys: 'walk_bys',
    walkIns: 'walk_ins',
    captureRate: 'capture_rate',
  },
  comparisonMetrics: {
    mean: 'mean',
    attraction: 'attraction',
    engagement: 'engagement',
    dwell: 'dwell',
    FQV: 'FQV',
  },
} as const satisfies Record<string, Record<string, MetricKey>>;

type Section = keyof typeof FIGURE_METRICS;
type Labels<S extends Section> = { [K in keyof (typeof FIGURE_METRICS)[S]]: string };

function labelsOf<S extends Section>(section: S, locale: Locale): Labels<S> {
  const labels = METRIC_LABELS[locale];
  return Object.fromEntries(
    Object.entries(FIGURE_METRICS[section]).map(([key, metric]) => [
      key,
      labels[metric as MetricKey],
    ]),
  ) as Labels<S>;
}

/** Every figure-naming section of a locale's catalogue. */
export function figureLabels(locale: Locale) {
  return {
    retailKpis: labelsOf('retailKpis', locale),
    retailSeries: labelsOf('retailSeries', locale),
    eventKpis: labelsOf('eventKpis', locale),
    overviewFigures: labelsOf('overviewFigures', locale),
    comparisonMetrics: labelsOf('comparisonMetrics', locale),
  };
}

interface FeatureCatalogues<R, E, O, C> {
  retail: R & { kpis?: object; series: object };
  events: E & { kpis: object };
  overview: O & { totals: object; columns: object };
  comparison: C;
}

/** The feature catalogues of a locale with the figures' names merged in from core. */
export function withFigureLabels<R, E, O, C>(
  locale: Locale,
  { retail, events, overview, comparison }: FeatureCatalogues<R, E, O, C>,
) {
  const labels = figureLabels(locale);
  return {
    retail: {
      ...retail,
      kpis: { ...retail.kpis, ...labels.retailKpis },
      series: { ...retail.series, ...labels.retailSeries },
    },
    events: { ...events, kpis: { ...events.kpis, ...labels.eventKpis } },
    dashboardOverview: {
      ...overview,
      totals: { ...overview.totals, ...labels.overviewFigures },
      columns: { ...overview.columns, ...labels.overviewFigures },
    },
    comparison: { ...comparison, metrics: labels.comparisonMetrics },
  };
}
