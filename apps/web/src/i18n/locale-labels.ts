import type { Locale } from '@footfall/core';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
export const LOCALE_LABELS: Record<Locale, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  fr: 'Français',
  es: 'Español',
};
