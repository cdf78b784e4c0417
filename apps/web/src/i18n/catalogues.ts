import type { Locale } from '@footfall/core';
import enGB from './locales/en-GB.json';
import enUS from './locales/en-US.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/** en-US is the reference catalogue: every other one must have exactly its keys. */
export type Catalogue = typeof enUS;

export const CATALOGUES: Record<Locale, Catalogue> = {
  'en-US': enUS,
  'en-GB': enGB,
  fr,
  es,
};
