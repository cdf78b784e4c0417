import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readHelpChatOrigin } from '../src/config';
import { registerSecurityHeaders } from '../src/http/security-headers';

// The CSP does not depend on the database: a bare Fastify app with the headers is enough.
async function cspWith(helpChatOrigin: string | null): Promise<Map<string, string>> {
  const app = Fastify();
  await registerSecurityHeaders(app, { helpChatOrigin });
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('the help chat origin in the CSP', () => {
  it('lets no foreign script, call or frame in when none is configured', async () => {
    const csp = await cspWith(null);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('adds the configured origin to script-src, connect-src and frame-src only', async () => {
    const csp = await cspWith('https://chat.example.com');
    expect(csp.get('script-src')).toBe("'self' https://chat.example.com");
    expect(csp.get('connect-src')).toBe("'self' https://chat.example.com");
    expect(csp.get('frame-src')).toBe("'self' https://chat.example.com");
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('img-src')).not.toContain('chat.example.com');
  });

  it('reads HELP_CHAT_ORIGIN as an origin and refuses anything else', () => {
    expect(readHelpChatOrigin(undefined)).toBeNull();
    expect(readHelpChatOrigin('')).toBeNull();
    expect(readHelpChatOrigin('https://chat.example.com/')).toBe('https://chat.example.com');
    expect(readHelpChatOrigin('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
    expect(() => readHelpChatOrigin('chat.example.com')).toThrow(/HELP_CHAT_ORIGIN/);
    expect(() => readHelpChatOrigin('https://chat.example.com/widget.js')).toThrow();
    expect(() => readHelpChatOrigin("https://a.com 'unsafe-inline'")).toThrow();
    expect(() => readHelpChatOrigin('javascript:alert(1)')).toThrow();
  });
});
