import { locationDisplayName, parseAddon, type Location } from '@footfall/core';
import { Box, Paper, Stack } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { currentScreen } from '../../../app/screen-handle';
import { PageTitle } from '../../../components/page-title';
import { AnalysisNav, type AnalysisNavProps } from '../journey/analysis-nav';
import { DashboardControls, type DashboardControl } from './dashboard-controls';
import { PendingDaysNotice } from './pending-days-notice';
import type { UseDashboardFilters } from './dashboard-filters';

interface DashboardLayoutProps {
  location: Location;
  /** The screen's name; default: the route's screen title (e.g. "Retail home"). */
  screenTitle?: string;
  /** The filter state the controls bar edits (useDashboardFilters); without it, no controls bar. */
  filters?: UseDashboardFilters;
  /** Controls to leave out of the bar (the date range is always there). */
  hide?: readonly DashboardControl[];
  /** On the ADAM, journey, heatmap and connectivity pages: which one this is (marked in the nav). */
  analysisPage?: AnalysisNavProps['current'];
  children: ReactNode;
}

/**
 * A dashboard page: "<screen>: <location>" as the title, the analysis nav, the controls bar (and
 * a notice while days it shows are still being computed), then the content.
 */
export function DashboardLayout({
  location,
  screenTitle,
  filters,
  hide,
  analysisPage,
  children,
}: DashboardLayoutProps) {
  const { t } = useTranslation();
  const screenKey = currentScreen(useMatches());
  const screen = screenTitle ?? (screenKey ? t(`screens.${screenKey}`) : t('shell.dashboard'));
  return (
    <Stack gap="md">
      <PageTitle
        title={t('dashboards.layout.title', {
          screen,
          location: locationDisplayName(location.name),
        })}
      />
      {/* The ADAM (with the add-on), journey, heatmap and connectivity pages, same range. */}
      <AnalysisNav
        locationId={location.id}
        current={analysisPage}
        adam={parseAddon(location.addon).adam}
      />
      {filters && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          component="section"
          aria-label={t('dashboards.layout.filters')}
        >
          <DashboardControls location={location} value={filters} hide={hide} />
        </Paper>
      )}
      {filters && <PendingDaysNotice locationId={location.id} filters={filters} />}
      {children}
    </Stack>
  );
}

interface DashboardGridProps {
  children: ReactNode;
  /** charts: cards of at least 360 px; metrics: KPI cards of at least 160 px. */
  variant?: 'charts' | 'metrics';
}

const MIN_WIDTH = { charts: 360, metrics: 160 } as const;

/**
 * A responsive grid: as many columns as fit, each at least the variant's width; charts collapse
 * to one column on a phone (390 px).
 */
export function DashboardGrid({ children, variant = 'charts' }: DashboardGridProps) {
  const style: CSSProperties = {
    display: 'grid',
    gap: 'var(--mantine-spacing-md)',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${MIN_WIDTH[variant]}px), 1fr))`,
  };
  return <div style={style}>{children}</div>;
}

/** A grid cell spanning the whole row (a wide chart). */
export function DashboardGridWide({ children }: { children: ReactNode }) {
  return <Box style={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}
