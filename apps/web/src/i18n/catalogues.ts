import type { Locale } from '@footfall/core';
import { catalogue as enUS } from './bundles/en-US';

// en-US ships with the app (it is the default and the fallback); the other catalogues are loaded
// on demand, so the first page does not carry every language (the login page's JavaScript budget).
// The dashboards' texts live in one catalogue per feature (locales/features/<feature>/<locale>.json),
// each under its own top-level key: see bundles/<locale>.ts.

/** en-US is the reference catalogue: every other one must have exactly its keys. */
export type Catalogue = typeof enUS;

const loaders: Record<Exclude<Locale, 'en-US'>, () => Promise<Catalogue>> = {
  'en-GB': () => import('./bundles/en-GB').then((module) => module.catalogue),
  fr: () => import('./bundles/fr').then((module) => module.catalogue),
  es: () => import('./bundles/es').then((module) => module.catalogue),
};

const loaded = new Map<Locale, Catalogue>([['en-US', enUS]]);

/** The catalogue of a locale, fetched once. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = await loaders[locale as Exclude<Locale, 'en-US'>]();
  loaded.set(locale, catalogue);
  return catalogue;
}

/** The catalogues already loaded (en-US always). */
export function loadedCatalogues(): ReadonlyMap<Locale, Catalogue> {
  return loaded;
}
