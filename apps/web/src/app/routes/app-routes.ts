import { ANALYSIS_PAGES, type AnalysisPage } from '@footfall/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { RootLayout } from '../root-layout';
import { RouteErrorPage } from '../route-error-page';
import { addLocationGuard, redirectIfSignedIn, requireSession } from '../route-guards';
import { screen, type ScreenKey } from '../screen-handle';
import { lazyScreens } from './lazy-screens';
import { mainRoutes } from './main-routes';

/** The route table of docs/product.md section 2. Loaders that fetch share the app's query cache. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      // Shown while the first page's code loads.
      HydrateFallback: LoadingState,
      children: [
        { index: true, loader: () => redirect('/login'), Component: LoadingState },
        { path: 'login', loader: redirectIfSignedIn, lazy: lazyScreens.login },
        { path: 'sign-up', loader: redirectIfSignedIn, lazy: lazyScreens.signUp },
        {
          path: 'location/:locationId/attendee-tracking/floor-plan/:floorPlanId',
          loader: requireSession,
          handle: screen('floorPlanEditor'),
          lazy: () =>
            import('../../features/floor-plan-editor/floor-plan-editor-page').then((m) => ({
              Component: m.FloorPlanEditorPage,
            })),
        },
        {
          // Shared read-only charts: opened with ?token=, so no session is required.
          path: 'view-only',
          children: [
            { index: true, lazy: lazyScreens.notFound },
            ...ANALYSIS_PAGES.map((chart) => ({
              path: chart,
              handle: screen(VIEW_ONLY_SCREENS[chart]),
              lazy: lazyScreens.viewOnly,
            })),
          ],
        },
        {
          path: 'add-location',
          loader: addLocationGuard,
          handle: screen('addLocation'),
          lazy: lazyScreens.addLocation,
        },
        {
          path: 'main',
          loader: requireSession,
          lazy: lazyScreens.shell,
          children: mainRoutes(queryClient),
        },
        { path: '*', lazy: lazyScreens.notFound },
      ],
    },
  ];
}

const VIEW_ONLY_SCREENS: Record<AnalysisPage, ScreenKey> = {
  journey: 'viewOnlyJourney',
  heatmap: 'viewOnlyHeatmap',
  connectivity: 'viewOnlyConnectivity',
};
