// Every page of the web app (docs/product.md section 2) as a path pattern with :params. The web's
// route table is checked against this list (app-routes test), and the server answers any other page
// path with HTTP status 404 (the app then shows its "Page not found" page).
import { DASHBOARD_KINDS } from '../locations/dashboard-path';
import { SETTINGS_PAGES } from '../permissions/settings-guards';

/** The location analyses under a dashboard and, read-only with a share token, under /view-only. */
export const ANALYSIS_PAGES = ['journey', 'heatmap', 'connectivity'] as const;
export type AnalysisPage = (typeof ANALYSIS_PAGES)[number];

export const PAGE_PATTERNS: readonly string[] = [
  '/',
  '/login',
  '/sign-up',
  '/location/:locationId/attendee-tracking/floor-plan/:floorPlanId',
  ...ANALYSIS_PAGES.map((page) => `/view-only/${page}`),
  '/add-location',
  '/main',
  '/main/tree-view',
  '/main/dashboard/:id',
  ...[...DASHBOARD_KINDS, ...ANALYSIS_PAGES].map((page) => `/main/dashboard/:id/${page}`),
  '/main/settings/:id',
  ...SETTINGS_PAGES.map((page) => `/main/settings/:id/${page}`),
  '/main/profile',
  '/main/profile/account-info',
  '/main/reports',
  '/main/comparison-report/:reportId',
];

const PATTERNS = PAGE_PATTERNS.map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
);

/** Whether a path (without query) is one of the app's pages; a trailing slash is allowed, and
 * letters are matched case-insensitively, as the app's router does. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  return PATTERNS.some((pattern) => pattern.test(lower));
}
