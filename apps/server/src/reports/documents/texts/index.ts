// The catalogue of a locale (core SUPPORTED_LOCALES; every one has its own).
import type { Locale } from '@footfall/core';
import { enGB } from './en-GB';
import { enUS } from './en-US';
import { es } from './es';
import { fr } from './fr';
import type { ReportTexts } from './types';

export type { ReportTexts } from './types';

const CATALOGUES: Record<Locale, ReportTexts> = { 'en-US': enUS, 'en-GB': enGB, fr, es };

export function textsFor(locale: Locale): ReportTexts {
  return CATALOGUES[locale];
}
