// The catalogue's figures by name, in each supported locale: one label catalogue for the web's
// cards and tables and the server's reports and mails.
import type { Locale } from '../i18n/locale';
import type { MetricKey } from './metric-catalogue';
import type { NotComparableReason } from './metric-change';

const EN: Record<MetricKey, string> = {
  walk_bys: 'Walk-bys',
  visitors: 'Visitors',
  capture_rate: 'Capture rate',
  engagers: 'Engagers',
  browsers: 'Browsers',
  engagement_rate: 'Engagement rate',
  fqv: 'FQV',
  returning_visitors: 'Returning visitors',
  randomized_visitors: 'Not identifiable',
  avg_dwell_s: 'Average dwell',
  avg_visit_duration_s: 'Average visit duration',
  presence_avg: 'People present',
  walk_ins: 'Walk-ins',
  walk_outs: 'Walk-outs',
  traffic: 'Door traffic',
  occupancy_max: 'Peak occupancy',
  impressions: 'Impressions',
  mean: 'Mean',
  attraction: 'Attraction',
  engagement: 'Engagement',
  dwell: 'Dwell',
  FQV: 'FQV',
};

export const METRIC_LABELS: Readonly<Record<Locale, Readonly<Record<MetricKey, string>>>> = {
  'en-US': EN,
  'en-GB': EN,
  fr: {
    walk_bys: 'Passants',
    visitors: 'Visiteurs',
    capture_rate: 'Taux de captation',
    engagers: 'Visiteurs engagés',
    browsers: 'Visiteurs de passage',
    engagement_rate: 'Taux d’engagement',
    fqv: 'FQV',
    returning_visitors: 'Visiteurs récurrents',
    randomized_visitors: 'Non identifiables',
    avg_dwell_s: 'Temps de présence moyen',
    avg_visit_duration_s: 'Durée moyenne de visite',
    presence_avg: 'Personnes présentes',
    walk_ins: 'Entrées',
    walk_outs: 'Sorties',
    traffic: 'Passages à la porte',
    occupancy_max: 'Occupation maximale',
    impressions: 'Impressions',
    mean: 'Moyenne',
    attraction: 'Attraction',
    engagement: 'Engagement',
    dwell: 'Temps passé',
    FQV: 'FQV',
  },
  es: {
    walk_bys: 'Transeúntes',
    visitors: 'Visitantes',
    capture_rate: 'Tasa de captación',
    engagers: 'Visitantes implicados',
    browsers: 'Visitantes de paso',
    engagement_rate: 'Tasa de interacción',
    fqv: 'FQV',
    returning_visitors: 'Visitantes recurrentes',
    randomized_visitors: 'No identificables',
    avg_dwell_s: 'Permanencia media',
    avg_visit_duration_s: 'Duración media de la visita',
    presence_avg: 'Personas presentes',
    walk_ins: 'Entradas',
    walk_outs: 'Salidas',
    traffic: 'Pasos por la puerta',
    occupancy_max: 'Ocupación máxima',
    impressions: 'Impresiones',
    mean: 'Media',
    attraction: 'Atracción',
    engagement: 'Interacción',
    dwell: 'Permanencia',
    FQV: 'FQV',
  },
};

export const metricLabel = (key: MetricKey, locale: Locale): string => METRIC_LABELS[locale][key];

/** The unit of a change in percentage points ("+2.1 pts"). */
const POINTS_UNIT: Readonly<Record<Locale, string>> = {
  'en-US': 'pts',
  'en-GB': 'pts',
  fr: 'pts',
  es: 'p. p.',
};

type NotComparableWording = (range: string, reason?: NotComparableReason | null) => string;

/** Why a change is not shown, with the comparison range as the reader reads dates: that range
 * lacks data, or (current_coverage_low) the selected period does. */
export const NOT_COMPARABLE_TEXT: Readonly<Record<Locale, NotComparableWording>> = {
  'en-US': (range, reason) =>
    reason === 'current_coverage_low'
      ? `Not compared with ${range}: too few hours with data in this period`
      : `No comparable data for ${range}`,
  'en-GB': (range, reason) =>
    reason === 'current_coverage_low'
      ? `Not compared with ${range}: too few hours with data in this period`
      : `No comparable data for ${range}`,
  fr: (range, reason) =>
    reason === 'current_coverage_low'
      ? `Pas de comparaison avec ${range} : trop peu d’heures avec des données sur cette période`
      : `Pas de données comparables pour ${range}`,
  es: (range, reason) =>
    reason === 'current_coverage_low'
      ? `Sin comparación con ${range}: pocas horas con datos en este periodo`
      : `No hay datos comparables para ${range}`,
};

/**
 * A change as every surface writes it: relative changes as a signed percentage ("+12.3%",
 * "−4,0 %"), rate changes in signed percentage points ("+2.1 pts"); null without a value.
 */
export function formatMetricChange(
  change: { kind: 'relative' | 'points'; value: number | null },
  locale: Locale | string,
  { signed = true }: { signed?: boolean } = {},
): string | null {
  if (change.value === null || !Number.isFinite(change.value)) return null;
  // Unsigned ("Up 2.1 pts"): the words around it say the direction.
  const value = signed ? change.value : Math.abs(change.value);
  const options = {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'never',
  } as const;
  if (change.kind === 'relative')
    return new Intl.NumberFormat(locale, { ...options, style: 'percent' }).format(value);
  const points = new Intl.NumberFormat(locale, options).format(value * 100);
  return `${points}\u00a0${POINTS_UNIT[locale as Locale] ?? POINTS_UNIT['en-US']}`;
}
