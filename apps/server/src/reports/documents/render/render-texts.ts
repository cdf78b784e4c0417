// The few words a rendered file writes itself (the builders write everything else, already in the
// requester's language). Kept here rather than in the web catalogues: the server has no i18next.
import type { Locale } from '@footfall/core';

export type RenderTexts = {
  /** "Page {n} of {m}" */
  pageOf: (page: number, pages: number) => string;
  /** "Generated on {date}" */
  generatedOn: (date: string) => string;
  /** "Figures in time zone {zone}" */
  timezone: (zone: string) => string;
  about: string;
  vsPrevious: string;
  noData: string;
  /** Column titles of the KPI blocks in CSV and XLSX. */
  measure: string;
  value: string;
  change: string;
  /** XLSX: the first sheet's name and its labels. */
  summary: string;
  organisation: string;
  generated: string;
  /** Units of "12 min 5 s" (the web's events catalogues use the same in every locale). */
  minutes: string;
  seconds: string;
};

const english: RenderTexts = {
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  generatedOn: (date) => `Generated on ${date}`,
  timezone: (zone) => `Figures in time zone ${zone}`,
  about: 'About these figures',
  vsPrevious: 'vs previous period',
  noData: 'No data',
  measure: 'Measure',
  value: 'Value',
  change: 'Change',
  summary: 'Summary',
  organisation: 'Organization',
  generated: 'Generated',
  minutes: 'min',
  seconds: 's',
};

export const RENDER_TEXTS: Record<Locale, RenderTexts> = {
  'en-US': english,
  'en-GB': { ...english, organisation: 'Organisation' },
  fr: {
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    generatedOn: (date) => `Généré le ${date}`,
    timezone: (zone) => `Chiffres dans le fuseau horaire ${zone}`,
    about: 'À propos de ces chiffres',
    vsPrevious: 'vs période précédente',
    noData: 'Aucune donnée',
    measure: 'Mesure',
    value: 'Valeur',
    change: 'Évolution',
    summary: 'Résumé',
    organisation: 'Organisation',
    generated: 'Généré',
    minutes: 'min',
    seconds: 's',
  },
  es: {
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    generatedOn: (date) => `Generado el ${date}`,
    timezone: (zone) => `Cifras en la zona horaria ${zone}`,
    about: 'Acerca de estas cifras',
    vsPrevious: 'vs. período anterior',
    noData: 'Sin datos',
    measure: 'Medida',
    value: 'Valor',
    change: 'Variación',
    summary: 'Resumen',
    organisation: 'Organización',
    generated: 'Generado',
    minutes: 'min',
    seconds: 's',
  },
};

export function renderTexts(locale: Locale): RenderTexts {
  return RENDER_TEXTS[locale] ?? english;
}
