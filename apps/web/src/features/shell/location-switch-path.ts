import { dashboardPath, type Location } from '@footfall/core';

const SETTINGS_PAGE = /^\/main\/settings\/[^/]+(\/.*)?$/;
const DASHBOARD_PAGE = /^\/main\/dashboard\/[^/]+(\/.*)?$/;

/**
 * Where to go when the user picks another location: a settings page stays on the same page of
 * the new location, a dashboard becomes the new location's dashboard; elsewhere, stay (null).
 */
export function locationSwitchPath(pathname: string, next: Location): string | null {
  const id = encodeURIComponent(next.id);
  const settings = SETTINGS_PAGE.exec(pathname);
  if (settings) return `/main/settings/${id}${settings[1] ?? '/info'}`;
  if (DASHBOARD_PAGE.test(pathname)) return dashboardPath(next) ?? `/main/dashboard/${id}`;
  return null;
}
