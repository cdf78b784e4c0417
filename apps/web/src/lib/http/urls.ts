// Where calls go: the API under API_URL (default same-origin /api) and the "{origin}" calls of
// docs/product.md section 7 at the site root.
const API_BASE = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

function withQuery(url: string, query?: QueryParams): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** An API path such as `v1/locations` -> `/api/v1/locations`. */
export function apiUrl(path: string, query?: QueryParams): string {
  return withQuery(`${API_BASE}/${path.replace(/^\/+/, '')}`, query);
}

/** An origin path such as `login` -> `/login`. */
export function originUrl(path: string, query?: QueryParams): string {
  return withQuery(`/${path.replace(/^\/+/, '')}`, query);
}

/**
 * docs/product.md section 8: the login, upload-credentials and local upload URLs are exempt from
 * the logout and error-flag handling; their callers deal with failures themselves.
 */
export function isExemptUrl(url: string): boolean {
  // Decision (docs): the invite-acceptance calls belong with login: they run before any session
  // exists and their screen reports every failure in place (a wrong digits code is a 400 on a
  // GET, which must show under the field, not raise the global error screen or log out).
  if (url.startsWith(apiUrl('system/invites/'))) return true;
  // The login page asks whether the server is a demo; any other server answers 404, which is
  // the answer "no", not a failure to show.
  if (url === apiUrl('system/demo-login')) return true;
  const path = pathOnOrigin(url);
  if (path === null) return false;
  // `/upload/credentials` and the server's own upload endpoint both live under /upload.
  return path === '/login' || path === '/upload' || path.startsWith('/upload/');
}

// The path of a URL on this site, or null for another host (a third-party upload service).
function pathOnOrigin(url: string): string | null {
  const resolved = new URL(url, window.location.origin);
  return resolved.origin === window.location.origin ? resolved.pathname : null;
}
