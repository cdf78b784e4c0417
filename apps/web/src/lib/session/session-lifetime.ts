import { SESSION_TIMEOUT_MS } from '@footfall/core';
import { scheduleLogout } from './logout-timer';
import { logout } from './logout';
import { getLoginTime, getStoredToken, storeSession } from './session-store';

/** Starts a session after login: keeps the token and logs out SESSION_TIMEOUT_MS later. */
export function beginSession(accessToken: string, now = Date.now()): void {
  storeSession(accessToken, now);
  scheduleLogout(SESSION_TIMEOUT_MS, () => logout());
}

/**
 * After a page reload: the timer continues from the stored login time, so reloading never
 * extends a session; a session whose time is already up ends now.
 */
export function resumeSession(now = Date.now()): void {
  if (getStoredToken() === null) return;
  const loginTime = getLoginTime();
  const remaining = loginTime === null ? 0 : loginTime + SESSION_TIMEOUT_MS - now;
  if (remaining <= 0) {
    logout();
    return;
  }
  scheduleLogout(remaining, () => logout());
}
