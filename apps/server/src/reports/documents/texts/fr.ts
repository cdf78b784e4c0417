// Français (textes repris des catalogues du web : events, retail, dashboards).
import { pluralFor } from '@footfall/core';
import { catalogueKpiNames } from './figure-names';
import type { ReportTexts } from './types';

export const fr: ReportTexts = {
  titles: {
    eventDaily: 'Rapport journalier de l’événement',
    eventFootTraffic: 'Rapport de fréquentation de l’événement',
    eventAwareness: 'Rapport de visibilité de la marque',
    retail: 'Rapport magasin',
    bubble: 'Rapport des stands (bulles)',
  },
  sections: {
    keyFigures: 'Chiffres clés',
    perHourChart: 'Impressions par heure',
    perHourTable: 'Heure par heure',
    perDayChart: 'Visiteurs et passants par jour',
    perDayTable: 'Jour par jour',
    impressionsChart: 'Impressions par jour',
    impressionsTable: 'Impressions jour par jour',
    trafficChart: 'Fréquentation dans le temps',
    trafficTable: 'Chiffres par période',
    busiestHours: 'Heures d’affluence (visiteurs par jour de la semaine et par heure)',
    visitDuration: 'Durée des visites',
    visitDurationTable: 'Visites selon la durée du séjour',
    newVsReturning: 'Nouveaux visiteurs et visiteurs récurrents',
    bubbleChart: 'Fréquentation, temps de présence et engagement par stand',
    boothTable: 'Stands classés par visiteurs',
    summary: 'Synthèse',
  },
  sheets: {
    kpis: 'Chiffres clés',
    hours: 'Heures',
    days: 'Jours',
    periods: 'Périodes',
    busiest: 'Heures d’affluence',
    durations: 'Durée des visites',
    visitors: 'Nouveaux et récurrents',
    booths: 'Stands',
  },
  kpis: {
    ...catalogueKpiNames('fr'),
    medianVisitDuration: 'Durée médiane de visite',
    visits: 'Visites',
    visibilityScore: 'Score de visibilité',
    liveHours: 'Heures actives',
    newVisitors: 'Nouveaux visiteurs',
    returningRate: 'Taux de retour',
    booths: 'Stands',
  },
  columns: {
    day: 'Jour',
    hour: 'Heure',
    period: 'Période',
    weekday: 'Jour de la semaine',
    rank: 'Rang',
    booth: 'Stand',
    trafficShare: 'Part de la fréquentation',
    duration: 'Durée du séjour',
    visits: 'Visites',
    share: 'Part',
    figure: 'Indicateur',
    value: 'Valeur',
    total: 'Total',
  },
  grades: {
    average: 'moyen',
    fair: 'correct',
    good: 'bon',
    'very good': 'très bon',
    prime: 'excellent',
    outstanding: 'remarquable',
    high: 'élevé',
  },
  gradeNote: (grade) => `Note d’attraction : ${grade}`,
  perLiveHour: 'par heure active',
  durationBin: (min, max) =>
    max === null ? `${min} min ou plus` : min === 0 ? `Moins de ${max} min` : `${min} à ${max} min`,
  subtitle: (name, start, end) => `${name} · du ${start} au ${end}`,
  oneDaySubtitle: (name, day) => `${name} · ${day}`,
  weekOf: (day) => `Semaine du ${day}`,
  busiestHour: (when, visitors, count) =>
    `Heure la plus fréquentée : ${when}, avec ${visitors} ${forCount(count, 'visiteur', 'visiteurs')}.`,
  noBusiestHour: 'Heure la plus fréquentée : aucun visiteur compté sur cette période.',
  noData: 'Aucun chiffre sur cette période.',
  explain: {
    impressions:
      'Impressions : toutes les personnes détectées à portée du site, passants et visiteurs.',
    visitors:
      'Visiteurs : personnes détectées à l’intérieur assez longtemps pour compter comme visiteurs.',
    walkBys:
      'Passants : personnes détectées à proximité qui ne sont pas restées assez longtemps à l’intérieur pour compter comme visiteurs.',
    walkIns: 'Entrées : entrées comptées par les compteurs de porte.',
    captureRate:
      'Taux de captation : part des visiteurs parmi toutes les personnes détectées (visiteurs + passants).',
    engagementRate:
      'Taux d’engagement : part des visiteurs engagés parmi les visiteurs. Un visiteur engagé est resté assez longtemps à l’intérieur ou dans ses zones, selon les définitions de visiteurs du site.',
    avgDwell:
      'Temps de présence moyen : durée moyenne entre la première et la dernière détection d’un visiteur à l’intérieur.',
    avgVisitDuration: 'Durée moyenne de visite : durée moyenne d’une visite.',
    fqv: 'FQV (visiteurs qualifiés fréquents) : visiteurs restés assez longtemps dans une ou plusieurs zones, selon les définitions de visiteurs du site.',
    fqvNoAreas:
      'Les FQV ne sont pas comptés ici : le site n’a pas encore de zones, et les FQV comptent les visites de zones. Dessinez des zones sur un plan (paramètres, Zones) pour les obtenir.',
    returning:
      'Nouveaux visiteurs et visiteurs récurrents : visiteurs dont l’appareil a un identifiant stable, récurrents s’ils ont déjà été vus un autre jour des 30 derniers jours ; les appareils à identifiant aléatoire ne peuvent pas être distingués et sont comptés comme non identifiables.',
    visibilityScore: (hours, count) =>
      `Score de visibilité = impressions par heure active : toutes les personnes détectées à portée, divisées par le nombre d’heures pendant lesquelles au moins un capteur a transmis (${hours} ${forCount(count, 'heure', 'heures')} sur cette période). Les heures où le stand était éteint ne comptent pas : des journées et des événements de durées différentes se comparent équitablement.`,
    grade: (grade, percentile, peers, peerCount) =>
      `Note d’attraction ${grade} : centile ${percentile} parmi ${peers} ${forCount(peerCount, 'site', 'sites')} du même type de votre organisation, selon le taux de captation.`,
    noGrade:
      'Pas de note : moins de deux sites du même type avec des chiffres permettent la comparaison.',
    comparison: (start, end, averaged) =>
      averaged
        ? `Les évolutions comparent les moyennes journalières avec la période du ${start} au ${end}.`
        : `Les évolutions comparent avec la période du ${start} au ${end}.`,
    // « 1 heure sur 701 n’a » : le nom et le verbe s’accordent avec les heures sans données.
    dataGaps: (missing, hours, missingCount) =>
      forCount(
        missingCount,
        `${missing} heure sur ${hours} de cette période n’a aucune donnée des capteurs : les chiffres de cette heure manquent, ils ne valent pas zéro.`,
        `${missing} heures sur ${hours} de cette période n’ont aucune donnée des capteurs : les chiffres de ces heures manquent, ils ne valent pas zéro.`,
      ),
    pendingDays: (pending, count) =>
      forCount(
        count,
        `${pending} jour des dates de ce document était encore en cours de calcul à sa création : les chiffres peuvent changer.`,
        `${pending} jours des dates de ce document étaient encore en cours de calcul à sa création : les chiffres peuvent changer.`,
      ),
    timezone: (zone) => `Les jours et les heures sont ceux du site (${zone}).`,
    eventDaily:
      'Ce rapport couvre un jour de l’événement heure par heure ; les heures sans aucun chiffre sont omises du tableau.',
    eventDays:
      'Les jours de l’événement sont les jours où quelqu’un a été détecté ; les autres jours de la période sont omis.',
    hourly: 'L’heure la plus fréquentée est l’heure de la période qui compte le plus de visiteurs.',
    busiestHours:
      'Les heures d’affluence additionnent les visiteurs de chaque jour de la semaine et heure locale sur la période.',
    visitDuration:
      'Durée des visites : les visites de la période regroupées selon leur durée, avec leur moyenne et leur médiane.',
    bubble:
      'Chaque bulle est un stand : plus elle est à droite, plus il a eu de visiteurs ; plus elle est haute, plus le temps de présence moyen est long ; plus elle est grande, plus le taux d’engagement est élevé.',
    notDrawn: (names) =>
      `Non représentés (sans chiffres de visiteurs ou de temps de présence) : ${names}.`,
  },
  basis: {
    estimated: (figures) =>
      `Estimations Wi-Fi, avec une marge d’erreur : ${figures}. Pour 95\u202f% des jours, le nombre réel se situe dans la marge (±) autour du chiffre du jour.`,
    of: (names, basis) => `${names} : ${basis}`,
    own: ({ days, dayCount, from, to, band, perHundred }) =>
      `chiffres étalonnés sur ses propres compteurs de porte pendant ${days} ${forCount(dayCount, 'jour', 'jours')} (du ${from} au ${to}), ±${band}.` +
      (perHundred === null
        ? ''
        : ` Le Wi-Fi voit environ ${perHundred.text} ${forCount(perHundred.count, 'visiteur', 'visiteurs')} pour 100 personnes comptées à la porte.`),
    similar: (locations, count, band) =>
      `pas encore d’étalonnage propre ; chiffres repris ${forCount(count, 'd’un site similaire (même type) étalonné sur ses compteurs de porte', `de ${locations} sites similaires (même type) étalonnés sur leurs compteurs de porte`)}, ±${band}.`,
    uncalibrated: (band) =>
      `chiffres non étalonnés sur un compteur de porte, erreur typique ±${band}.`,
    counted:
      'Les chiffres des compteurs de porte (entrées, sorties, occupation) sont comptés, pas estimés : ils n’ont pas de marge d’erreur.',
  },
  unavailable: {
    noAnalytics: 'L’offre de service de ce site ne comprend aucune mesure d’audience.',
    walkIn: 'Les entrées nécessitent un compteur de porte.',
    walkBy: 'Les passants nécessitent le service de capteur de fréquentation.',
    footTraffic: 'Les mesures de visiteurs nécessitent l’offre Plus.',
  },
};

/** La forme d’une phrase selon un nombre : le singulier pour 0, 1 et 1,5 (« 0 jour »). */
const forCount = pluralFor('fr');
