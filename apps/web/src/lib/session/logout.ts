import { cancelScheduledLogout } from './logout-timer';
import { clearSessionStorage, saveRedirectPath } from './session-store';

type Navigate = (path: string) => void;

// A full page load to the root also drops every cached query and in-memory state of the user.
let navigate: Navigate = (path) => window.location.assign(path);

/** Lets tests observe where logout sends the browser. */
export function setLogoutNavigator(next: Navigate): void {
  navigate = next;
}

export interface LogoutOptions {
  /** A page to come back to after the next login (kept across the clearing). */
  redirectPath?: string;
}

/** docs/product.md section 4: logout clears session storage and goes to the site root. */
export function logout(options: LogoutOptions = {}): void {
  cancelScheduledLogout();
  clearSessionStorage();
  if (options.redirectPath) saveRedirectPath(options.redirectPath);
  navigate('/');
}
