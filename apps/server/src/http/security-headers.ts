// Security headers: a CSP with no inline scripts (inline styles stay allowed for the component
// library), no MIME sniffing, no framing, a strict referrer policy.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = {
  /** The help chat provider's origin (HELP_CHAT_ORIGIN): its script, its calls and its frames are
   * the one foreign content the CSP lets in; null allows none. */
  helpChatOrigin: string | null;
};

/** The CSP directives; a configured help chat origin joins script-src, connect-src and
 * frame-src (a chat widget loads its script, talks to its server and opens its frame). */
export function contentSecurityDirectives(helpChatOrigin: string | null): Record<string, string[]> {
  const chat = helpChatOrigin ? [helpChatOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...chat],
    ...(helpChatOrigin ? { 'frame-src': ["'self'", helpChatOrigin] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { helpChatOrigin }: SecurityHeaderOptions = { helpChatOrigin: null },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(helpChatOrigin),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain-HTTP local runs must keep working; production sets HSTS at its TLS proxy.
    strictTransportSecurity: false,
  });
}
