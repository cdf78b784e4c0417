// The comparison report's own words in each supported locale (the shared catalogue, texts/,
// gives the grade words, the saved report's metric names and the subtitle).
import {
  COMPARISON_METRICS,
  METRIC_LABELS,
  plural,
  type ComparisonMetric,
  type Locale,
} from '@footfall/core';

export type ComparisonTexts = {
  title: string;
  sections: {
    sideBySide: string;
    grades: string;
    periods: string;
    chart: string;
    chartDescription: string;
    saved: string;
    grading: string;
  };
  sheets: { sideBySide: string; grades: string; periods: string; saved: string };
  metrics: Record<ComparisonMetric, string>;
  /** Column headings and chart labels. */
  short: Record<ComparisonMetric, string>;
  columns: {
    location: string;
    type: string;
    metric: string;
    current: string;
    previous: string;
    change: string;
    currentGrade: string;
    previousGrade: string;
  };
  types: Record<string, string>;
  noLocations: string;
  /** The rule in words, then one line per band. */
  gradingRule: string;
  band: (grade: string, from: number, to: number | null) => string;
  noGrade: string;
  /** current and previous: the peers of each period, written; currentCount: the first as a
   * number (the noun agrees with it). */
  peers: (type: string, current: string, previous: string, currentCount: number) => string;
  explain: Record<ComparisonMetric, string> & {
    /** days: the previous period's length, written; dayCount: the same number. */
    periods: (
      start: string,
      end: string,
      days: string,
      averaged: boolean,
      dayCount: number,
    ) => string;
    savedPeriod: string;
  };
};

// The metrics' short names are the label catalogue's (core METRIC_LABELS), as on the web.
const shortNames = (locale: Locale) =>
  Object.fromEntries(
    COMPARISON_METRICS.map((metric) => [metric, METRIC_LABELS[locale][metric]]),
  ) as Record<ComparisonMetric, string>;

const enUS: ComparisonTexts = {
  title: 'Comparison report',
  sections: {
    sideBySide: 'Locations side by side',
    grades: 'Grades side by side',
    periods: 'Period vs period',
    chart: 'Percentile rank of each location per metric',
    chartDescription:
      'Where each location stands among the locations of its type (0: lowest, 100: highest).',
    saved: 'The report’s own figures',
    grading: 'How grades work',
  },
  sheets: {
    sideBySide: 'Side by side',
    grades: 'Grades',
    periods: 'Period vs period',
    saved: 'Report figures',
  },
  metrics: {
    mean: 'Mean (visitors per day)',
    attraction: 'Attraction (capture rate)',
    engagement: 'Engagement (engagement rate)',
    dwell: 'Dwell (average dwell)',
    FQV: 'FQV (FQV rate)',
  },
  short: shortNames('en-US'),
  columns: {
    location: 'Location',
    type: 'Type',
    metric: 'Metric',
    current: 'This period',
    previous: 'Previous period',
    change: 'Change',
    currentGrade: 'Grade',
    previousGrade: 'Previous grade',
  },
  types: { RETAIL: 'Retail', MALL: 'Mall', XM: 'Live Events', AT: 'Attendee Tracking' },
  noLocations: 'The report covers no location you can see.',
  gradingRule:
    'Each figure is ranked among the organization’s locations of the same type that have data in the same period: its percentile rank is the share of those locations with a lower figure, plus half of those with the same figure. The rank’s band gives the grade:',
  band: (grade, from, to) =>
    to === null
      ? `${grade}: above the ${from}th percentile`
      : from === 0
        ? `${grade}: below the ${to}th percentile`
        : `${grade}: from the ${from}th to the ${to}th percentile`,
  noGrade: 'A figure has no grade when fewer than two locations of its type have data.',
  peers: (type, current, previous, currentCount) =>
    `${type}: graded among ${current} ${plural('en-US', currentCount, { one: 'location', other: 'locations' })} this period, ${previous} in the previous period.`,
  explain: {
    mean: 'Mean: the visitors of the period divided by its number of days (days without data count).',
    attraction:
      'Attraction: the capture rate, visitors out of all people detected nearby (visitors and walk-bys).',
    engagement: 'Engagement: the engagement rate, engaged visitors out of visitors.',
    dwell: 'Dwell: the average time visitors spent inside.',
    FQV: 'FQV: the share of visitors who are frequent qualified visitors.',
    // A one-day period's previous period is "the day before".
    periods: (start, end, days, averaged, dayCount) =>
      averaged
        ? `The previous period is the ${days} days before, ${start} – ${end}: twice as long, as for any period longer than 15 days; every metric is a rate or a daily mean, so the two compare.`
        : plural('en-US', dayCount, {
            one: `The previous period is the day before, ${start} – ${end}.`,
            other: `The previous period is the ${days} days before, ${start} – ${end}.`,
          }),
    savedPeriod: 'The report’s own figures are totals over the same period.',
  },
};

// British English words are the same here (no spelling differs).
/** British spelling where it differs. */
const enGB: ComparisonTexts = {
  ...enUS,
  gradingRule: enUS.gradingRule.replace('organization', 'organisation'),
};

const fr: ComparisonTexts = {
  title: 'Rapport de comparaison',
  sections: {
    sideBySide: 'Sites côte à côte',
    grades: 'Notes côte à côte',
    periods: 'Période contre période',
    chart: 'Rang centile de chaque site par indicateur',
    chartDescription:
      'La place de chaque site parmi les sites de son type (0 : le plus bas, 100 : le plus haut).',
    saved: 'Les chiffres du rapport',
    grading: 'Comment les notes sont attribuées',
  },
  sheets: {
    sideBySide: 'Côte à côte',
    grades: 'Notes',
    periods: 'Périodes',
    saved: 'Chiffres du rapport',
  },
  metrics: {
    mean: 'Moyenne (visiteurs par jour)',
    attraction: 'Attraction (taux de captation)',
    engagement: 'Engagement (taux d’engagement)',
    dwell: 'Temps passé (moyen)',
    FQV: 'FQV (taux de FQV)',
  },
  short: shortNames('fr'),
  columns: {
    location: 'Site',
    type: 'Type',
    metric: 'Indicateur',
    current: 'Cette période',
    previous: 'Période précédente',
    change: 'Évolution',
    currentGrade: 'Note',
    previousGrade: 'Note précédente',
  },
  types: {
    RETAIL: 'Commerce',
    MALL: 'Centre commercial',
    XM: 'Événements',
    AT: 'Suivi des participants',
  },
  noLocations: 'Le rapport ne couvre aucun site visible pour vous.',
  gradingRule:
    'Chaque chiffre est classé parmi les sites de l’organisation du même type qui ont des données sur la même période : son rang centile est la part de ces sites au chiffre inférieur, plus la moitié de ceux au même chiffre. La tranche du rang donne la note :',
  band: (grade, from, to) =>
    to === null
      ? `${grade} : au-dessus du ${from}e centile`
      : from === 0
        ? `${grade} : sous le ${to}e centile`
        : `${grade} : du ${from}e au ${to}e centile`,
  noGrade: 'Un chiffre n’a pas de note quand moins de deux sites de son type ont des données.',
  peers: (type, current, previous, currentCount) =>
    `${type} : noté parmi ${current} ${plural('fr', currentCount, { one: 'site', other: 'sites' })} sur cette période, ${previous} sur la période précédente.`,
  explain: {
    mean: 'Moyenne : les visiteurs de la période divisés par son nombre de jours (les jours sans données comptent).',
    attraction:
      'Attraction : le taux de captation, les visiteurs parmi toutes les personnes détectées à proximité (visiteurs et passants).',
    engagement: 'Engagement : le taux d’engagement, les visiteurs engagés parmi les visiteurs.',
    dwell: 'Temps passé : le temps moyen passé à l’intérieur par les visiteurs.',
    FQV: 'FQV : la part des visiteurs qui sont des visiteurs qualifiés fréquents.',
    periods: (start, end, days, averaged, dayCount) =>
      averaged
        ? `La période précédente couvre les ${days} jours d’avant, du ${start} au ${end} : deux fois plus longue, comme pour toute période de plus de 15 jours ; chaque indicateur est un taux ou une moyenne par jour, les deux se comparent donc.`
        : plural('fr', dayCount, {
            one: `La période précédente couvre le jour d’avant, du ${start} au ${end}.`,
            other: `La période précédente couvre les ${days} jours d’avant, du ${start} au ${end}.`,
          }),
    savedPeriod: 'Les chiffres du rapport sont des totaux sur la même période.',
  },
};

const es: ComparisonTexts = {
  title: 'Informe comparativo',
  sections: {
    sideBySide: 'Ubicaciones lado a lado',
    grades: 'Calificaciones lado a lado',
    periods: 'Periodo frente a periodo',
    chart: 'Percentil de cada ubicación por métrica',
    chartDescription:
      'La posición de cada ubicación entre las de su tipo (0: la más baja, 100: la más alta).',
    saved: 'Las cifras del informe',
    grading: 'Cómo se asignan las calificaciones',
  },
  sheets: {
    sideBySide: 'Lado a lado',
    grades: 'Calificaciones',
    periods: 'Periodos',
    saved: 'Cifras del informe',
  },
  metrics: {
    mean: 'Media (visitantes por día)',
    attraction: 'Atracción (tasa de captación)',
    engagement: 'Interacción (tasa de interacción)',
    dwell: 'Permanencia (media)',
    FQV: 'FQV (tasa de FQV)',
  },
  short: shortNames('es'),
  columns: {
    location: 'Ubicación',
    type: 'Tipo',
    metric: 'Métrica',
    current: 'Este periodo',
    previous: 'Periodo anterior',
    change: 'Variación',
    currentGrade: 'Calificación',
    previousGrade: 'Calificación anterior',
  },
  types: {
    RETAIL: 'Tienda',
    MALL: 'Centro comercial',
    XM: 'Eventos',
    AT: 'Seguimiento de asistentes',
  },
  noLocations: 'El informe no cubre ninguna ubicación que usted pueda ver.',
  gradingRule:
    'Cada cifra se clasifica entre las ubicaciones de la organización del mismo tipo con datos en el mismo periodo: su percentil es la proporción de esas ubicaciones con una cifra menor, más la mitad de las que tienen la misma cifra. La franja del percentil da la calificación:',
  band: (grade, from, to) =>
    to === null
      ? `${grade}: por encima del percentil ${from}`
      : from === 0
        ? `${grade}: por debajo del percentil ${to}`
        : `${grade}: del percentil ${from} al ${to}`,
  noGrade:
    'Una cifra no tiene calificación cuando menos de dos ubicaciones de su tipo tienen datos.',
  peers: (type, current, previous, currentCount) =>
    `${type}: calificado entre ${current} ${plural('es', currentCount, { one: 'ubicación', other: 'ubicaciones' })} en este periodo, ${previous} en el anterior.`,
  explain: {
    mean: 'Media: los visitantes del periodo divididos por su número de días (cuentan los días sin datos).',
    attraction:
      'Atracción: la tasa de captación, los visitantes entre todas las personas detectadas cerca (visitantes y transeúntes).',
    engagement:
      'Interacción: la tasa de interacción, los visitantes implicados entre los visitantes.',
    dwell: 'Permanencia: el tiempo medio que los visitantes pasaron dentro.',
    FQV: 'FQV: la proporción de visitantes que son visitantes cualificados frecuentes.',
    periods: (start, end, days, averaged, dayCount) =>
      averaged
        ? `El periodo anterior son los ${days} días previos, del ${start} al ${end}: el doble de largo, como para todo periodo de más de 15 días; cada métrica es una tasa o una media diaria, así que ambos se comparan.`
        : plural('es', dayCount, {
            one: `El periodo anterior es el día previo, del ${start} al ${end}.`,
            other: `El periodo anterior son los ${days} días previos, del ${start} al ${end}.`,
          }),
    savedPeriod: 'Las cifras del informe son totales del mismo periodo.',
  },
};

const CATALOGUES: Record<Locale, ComparisonTexts> = { 'en-US': enUS, 'en-GB': enGB, fr, es };

export const comparisonTextsFor = (locale: Locale): ComparisonTexts => CATALOGUES[locale];
