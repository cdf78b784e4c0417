// The reader's language for what the server writes to someone without a profile (the invitee's
// digits code): the web app sends its UI language as Accept-Language; other clients send the
// browser's list. The first supported language wins; otherwise the default.
import { DEFAULT_LOCALE, localeForLanguage, toSupportedLocale, type Locale } from '@footfall/core';
import type { FastifyRequest } from 'fastify';

export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const locale = toSupportedLocale(tag) ?? localeForLanguage(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
