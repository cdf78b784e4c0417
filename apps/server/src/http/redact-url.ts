// What the server logs of a request's address: secrets replaced. Share tokens, signed upload
// URLs and invitation codes travel in addresses by design; none of them may reach a log.

const SECRET_PARAMS = /^(token|access_token|api_key|key|code|password|signature|secret|hash)$/i;
// Path segments that are secrets themselves: /api/system/invites/<code>...
const SECRET_SEGMENTS = /(\/api\/system\/invites\/)[^/?#]+/g;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_SEGMENTS, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
