import {
  DASHBOARD_KINDS,
  SETTINGS_PAGES,
  type DashboardKind,
  type SettingsPage,
} from '@footfall/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { dashboardIndexLoader } from '../../features/dashboards/dashboard-index/dashboard-index';
import { isGuardedSettingsPage, settingsGuard } from '../../features/settings/settings-guard';
import { SETTINGS_PAGE_TITLES } from '../../features/settings/settings-page-titles';
import { LoadingState } from '../../components/loading-state';
import { ScreenErrorPage } from '../route-error-page';
import { screen, type ScreenKey } from '../screen-handle';
import { lazyScreens } from './lazy-screens';

const DASHBOARD_PAGES: Record<DashboardKind, (typeof lazyScreens)[keyof typeof lazyScreens]> = {
  retail: lazyScreens.dashboardRetail,
  xm: lazyScreens.dashboardXm,
  adam: lazyScreens.dashboardAdam,
  show: lazyScreens.dashboardShow,
  'attendee-tracking': lazyScreens.dashboardAttendeeTracking,
};

const DASHBOARD_SCREENS: Record<DashboardKind, ScreenKey> = {
  retail: 'dashboardRetail',
  xm: 'dashboardXm',
  adam: 'dashboardAdam',
  show: 'dashboardShow',
  'attendee-tracking': 'dashboardAttendeeTracking',
};

const ANALYSIS_ROUTES: RouteObject[] = [
  {
    path: 'journey',
    handle: screen('viewOnlyJourney'),
    lazy: () =>
      import('../../features/dashboards/journey/journey-page').then((m) => ({
        Component: m.JourneyPage,
      })),
  },
  {
    path: 'heatmap',
    handle: screen('viewOnlyHeatmap'),
    lazy: () =>
      import('../../features/dashboards/heatmap/heatmap-page').then((m) => ({
        Component: m.HeatmapPage,
      })),
  },
  {
    path: 'connectivity',
    handle: screen('viewOnlyConnectivity'),
    lazy: () =>
      import('../../features/dashboards/connectivity/connectivity-page').then((m) => ({
        Component: m.ConnectivityPage,
      })),
  },
];

// The settings pages built so far; the others are announced for a later release.
const SETTINGS_SCREENS: Partial<
  Record<SettingsPage, (typeof lazyScreens)[keyof typeof lazyScreens]>
> = {
  info: lazyScreens.settingsInfo,
  organization: lazyScreens.settingsOrganization,
  notifications: lazyScreens.settingsNotifications,
  api: lazyScreens.settingsApi,
  sensors: lazyScreens.settingsSensors,
  tags: lazyScreens.settingsTags,
  'door-counters': lazyScreens.settingsDoorCounters,
  'business-hours': lazyScreens.settingsBusinessHours,
  // location set-up (issue 4): floor plans and areas
  'floor-plans': () =>
    import('../../features/settings/floor-plans/floor-plans-page').then((m) => ({
      Component: m.FloorPlansPage,
    })),
  areas: () =>
    import('../../features/settings/areas/areas-page').then((m) => ({ Component: m.AreasPage })),
};

/** The children of /main (docs/product.md section 2), rendered inside the app shell. */
export function mainRoutes(queryClient: QueryClient): RouteObject[] {
  // A failing screen shows its error inside the shell, which stays usable around it.
  return [{ ErrorBoundary: ScreenErrorPage, children: mainScreens(queryClient) }];
}

function mainScreens(queryClient: QueryClient): RouteObject[] {
  return [
    { index: true, lazy: lazyScreens.overview },
    { path: 'tree-view', handle: screen('treeView'), lazy: lazyScreens.orgChart },
    {
      path: 'dashboard/:id',
      children: [
        { index: true, loader: dashboardIndexLoader(queryClient), lazy: lazyScreens.noDashboard },
        ...DASHBOARD_KINDS.map((kind) => ({
          path: kind,
          handle: screen(DASHBOARD_SCREENS[kind]),
          lazy: DASHBOARD_PAGES[kind],
        })),
        // W5: the location's customer journey, heatmaps and connectivity (issue 6, item 8).
        ...ANALYSIS_ROUTES,
      ],
    },
    {
      path: 'settings/:id',
      lazy: lazyScreens.settingsLayout,
      children: [
        {
          index: true,
          loader: ({ params }) => redirect(`/main/settings/${params.id ?? ''}/info`),
          Component: LoadingState,
        },
        ...SETTINGS_PAGES.map((page) => ({
          path: page,
          handle: screen(SETTINGS_PAGE_TITLES[page]),
          loader: isGuardedSettingsPage(page) ? settingsGuard(queryClient, page) : undefined,
          lazy: SETTINGS_SCREENS[page] ?? lazyScreens.comingSoon,
        })),
      ],
    },
    {
      path: 'profile',
      lazy: lazyScreens.profileLayout,
      children: [
        {
          index: true,
          loader: () => redirect('/main/profile/account-info'),
          Component: LoadingState,
        },
        { path: 'account-info', lazy: lazyScreens.accountInfo },
      ],
    },
    {
      path: 'reports',
      handle: screen('reports'),
      lazy: () =>
        import('../../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
    },
    {
      path: 'comparison-report/:reportId',
      handle: screen('comparisonReport'),
      lazy: () =>
        import('../../features/comparison-report/comparison-page').then((m) => ({
          Component: m.ComparisonPage,
        })),
    },
  ];
}
