// What the browser keeps about the session (docs/product.md section 4): everything in
// sessionStorage, so it ends with the tab and logout can clear it in one go.
const TOKEN_KEY = 'access_token';
const LOGIN_TIME_KEY = 'login_time';
const REDIRECT_PATH_KEY = 'redirect_path';

export function getStoredToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function hasSessionToken(): boolean {
  return getStoredToken() !== null;
}

/**
 * The `?token=` of a shared read-only page (docs/product.md section 7), or null. API calls prefer
 * it to the session's token.
 */
export function pageToken(): string | null {
  return new URLSearchParams(window.location.search).get('token') || null;
}

export function storeSession(token: string, loginTime: number): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(LOGIN_TIME_KEY, String(loginTime));
}

/** When the current session logged in (epoch ms), or null without a readable record. */
export function getLoginTime(): number | null {
  const stored = Number(sessionStorage.getItem(LOGIN_TIME_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export function clearSessionStorage(): void {
  sessionStorage.clear();
}

/** Where to go after the next login (a page the user was sent away from). */
export function saveRedirectPath(path: string): void {
  sessionStorage.setItem(REDIRECT_PATH_KEY, path);
}

/** Reads and forgets the saved redirect path. */
export function takeRedirectPath(): string | null {
  const path = sessionStorage.getItem(REDIRECT_PATH_KEY);
  sessionStorage.removeItem(REDIRECT_PATH_KEY);
  return path;
}
