import { takeRedirectPath } from '../../lib/session/session-store';

// Only paths on this site are followed, so a crafted redirect cannot send the user elsewhere.
function isLocalAppPath(path: string | null): path is string {
  return (
    path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login')
  );
}

/** Where a fresh login lands: the page the user was sent away from, else /main. */
export function afterLoginPath(): string {
  const saved = takeRedirectPath();
  return isLocalAppPath(saved) ? saved : '/main';
}
