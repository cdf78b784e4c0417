import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasPreviousRoute } from '../lib/navigation/route-history';
import { hasSessionToken, saveRedirectPath } from '../lib/session/session-store';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Pages of a signed-in user: without a session, log in first and come back afterwards. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSessionToken()) return null;
  saveRedirectPath(pathOf(request));
  return redirect('/login');
}

/**
 * The login and sign-up screens are pointless with a session: go to the app. An invitation link
 * (/sign-up?invite=) still opens: it creates another person's account on this device.
 */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has('invite')) return null;
  return hasSessionToken() ? redirect('/main') : null;
}

/**
 * docs/product.md section 2: without a session token, /add-location redirects to login when a
 * previous route exists. Loaded directly without a token it redirects too, and remembers the page
 * so the login comes back to it.
 */
export function addLocationGuard({ request }: LoaderFunctionArgs) {
  if (hasSessionToken()) return null;
  if (!hasPreviousRoute()) saveRedirectPath(pathOf(request));
  return redirect('/login');
}
