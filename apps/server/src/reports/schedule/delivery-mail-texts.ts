// The words of a scheduled report mail, per locale (core SUPPORTED_LOCALES). Metric names come
// from the PDF's catalogue (documents/texts) so the mail and its attachment say the same thing.
import { plural, type Locale } from '@footfall/core';

export interface DeliveryMailTexts {
  /** A period of several days; `start` and `end` are already formatted. */
  range: (start: string, end: string) => string;
  subject: (name: string, period: string) => string;
  periodLine: (period: string) => string;
  /** One headline figure: "Visitors: 5,321". */
  figure: (label: string, value: string) => string;
  /** `count` (formatted) locations left out of the body; `n`: the same number. */
  more: (count: string, n: number) => string;
  attached: (fileName: string) => string;
  open: (link: string) => string;
  why: string;
}

const enUS: DeliveryMailTexts = {
  range: (start, end) => `${start} to ${end}`,
  subject: (name, period) => `${name}: ${period}`,
  periodLine: (period) => `Period: ${period}`,
  figure: (label, value) => `${label}: ${value}`,
  more: (count, n) =>
    `... and ${count} more ${plural('en-US', n, { one: 'location', other: 'locations' })} in the PDF.`,
  attached: (fileName) => `The full report is attached (${fileName}).`,
  open: (link) => `Open it in Footfall: ${link}`,
  why: 'You receive this mail because you are a recipient of this scheduled report.',
};

// French typography: a space before a colon.
const fr: DeliveryMailTexts = {
  range: (start, end) => `du ${start} au ${end}`,
  subject: (name, period) => `${name} : ${period}`,
  periodLine: (period) => `Période : ${period}`,
  figure: (label, value) => `${label} : ${value}`,
  more: (count, n) =>
    `... et ${count} ${plural('fr', n, { one: 'autre site', other: 'autres sites' })} dans le PDF.`,
  attached: (fileName) => `Le rapport complet est en pièce jointe (${fileName}).`,
  open: (link) => `L’ouvrir dans Footfall : ${link}`,
  why: 'Vous recevez ce message car vous êtes destinataire de ce rapport programmé.',
};

const es: DeliveryMailTexts = {
  range: (start, end) => `del ${start} al ${end}`,
  subject: (name, period) => `${name}: ${period}`,
  periodLine: (period) => `Periodo: ${period}`,
  figure: (label, value) => `${label}: ${value}`,
  more: (count, n) =>
    `... y ${count} ${plural('es', n, { one: 'ubicación', other: 'ubicaciones' })} más en el PDF.`,
  attached: (fileName) => `El informe completo va adjunto (${fileName}).`,
  open: (link) => `Ábralo en Footfall: ${link}`,
  why: 'Recibe este correo porque es destinatario de este informe programado.',
};

// British English differs from American only in its date format, which the caller picks.
const CATALOGUES: Record<Locale, DeliveryMailTexts> = { 'en-US': enUS, 'en-GB': enUS, fr, es };

export const deliveryMailTexts = (locale: Locale): DeliveryMailTexts => CATALOGUES[locale];
