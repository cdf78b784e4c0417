import type { Locale } from '@footfall/core';
import enGB from './locales/en-GB.json';
import enUS from './locales/en-US.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import dashboardsEnGB from './locales/features/dashboards/en-GB.json';
import dashboardsEnUS from './locales/features/dashboards/en-US.json';
import dashboardsEs from './locales/features/dashboards/es.json';
import dashboardsFr from './locales/features/dashboards/fr.json';
import eventsEnGB from './locales/features/events/en-GB.json';
import eventsEnUS from './locales/features/events/en-US.json';
import eventsEs from './locales/features/events/es.json';
import eventsFr from './locales/features/events/fr.json';
import journeysEnGB from './locales/features/journeys/en-GB.json';
import journeysEnUS from './locales/features/journeys/en-US.json';
import journeysEs from './locales/features/journeys/es.json';
import journeysFr from './locales/features/journeys/fr.json';
import overviewEnGB from './locales/features/overview/en-GB.json';
import overviewEnUS from './locales/features/overview/en-US.json';
import overviewEs from './locales/features/overview/es.json';
import overviewFr from './locales/features/overview/fr.json';
import retailEnGB from './locales/features/retail/en-GB.json';
import retailEnUS from './locales/features/retail/en-US.json';
import retailEs from './locales/features/retail/es.json';
import retailFr from './locales/features/retail/fr.json';

// The dashboards' texts live in one catalogue per feature (locales/features/<feature>/<locale>.json),
// each under its own top-level key, so feature folders can grow their texts independently.
const withFeatures = <T extends object, F extends object>(base: T, features: F) => ({
  ...base,
  ...features,
});

const enUSCatalogue = withFeatures(enUS, {
  dashboards: dashboardsEnUS,
  retail: retailEnUS,
  events: eventsEnUS,
  dashboardOverview: overviewEnUS,
  journeys: journeysEnUS,
});

/** en-US is the reference catalogue: every other one must have exactly its keys. */
export type Catalogue = typeof enUSCatalogue;

export const CATALOGUES: Record<Locale, Catalogue> = {
  'en-US': enUSCatalogue,
  'en-GB': withFeatures(enGB, {
    dashboards: dashboardsEnGB,
    retail: retailEnGB,
    events: eventsEnGB,
    dashboardOverview: overviewEnGB,
    journeys: journeysEnGB,
  }),
  fr: withFeatures(fr, {
    dashboards: dashboardsFr,
    retail: retailFr,
    events: eventsFr,
    dashboardOverview: overviewFr,
    journeys: journeysFr,
  }),
  es: withFeatures(es, {
    dashboards: dashboardsEs,
    retail: retailEs,
    events: eventsEs,
    dashboardOverview: overviewEs,
    journeys: journeysEs,
  }),
};
