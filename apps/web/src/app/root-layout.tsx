import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalErrorScreen } from '../components/global-error-screen';
import { RouteProgress } from '../components/route-progress';
import { recordVisit } from '../lib/navigation/route-history';

/** Wraps every page: the top progress bar and the global error screen. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    recordVisit(pathname);
    // A new page starts at its top. (Not the router's ScrollRestoration: it writes to
    // sessionStorage, which must stay empty after logout.)
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <RouteProgress />
      <Outlet />
      <GlobalErrorScreen />
    </>
  );
}
