// The pieces every dashboard shares (issue 6): URL filter state, controls bar, layout, KPI card.
export {
  DashboardControls,
  type DashboardControl,
  type DashboardControlsProps,
} from './dashboard-controls';
export {
  defaultFilters,
  filtersComparison,
  localToday,
  parseDashboardFilters,
  toAnalyticsQuery,
  useDashboardFilters,
  writeDashboardFilters,
  type DashboardFilters,
  type UseDashboardFilters,
} from './dashboard-filters';
export { DashboardGrid, DashboardGridWide, DashboardLayout } from './dashboard-layout';
export { DashboardLocationGate, dashboardPage } from './dashboard-location';
export { DATE_PRESETS, presetRange, type DatePreset } from './date-presets';
export { formatDateRange, formatDay } from './format-range';
export { MetricCard, type MetricCardProps } from './metric-card';
export { fqvNeedsAreas } from './fqv-needs-areas';
export { basisOf, type FigureBasis } from './figure-basis';
export { FigureBasisMarker } from './figure-basis-marker';
