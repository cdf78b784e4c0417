// American English: the catalogue the others follow (types.ts).
import { pluralFor } from '@footfall/core';
import { catalogueKpiNames } from './figure-names';
import type { ReportTexts } from './types';

export const enUS: ReportTexts = {
  titles: {
    eventDaily: 'Event daily report',
    eventFootTraffic: 'Event foot-traffic report',
    eventAwareness: 'Brand awareness report',
    retail: 'Retail report',
    bubble: 'Booth bubble report',
  },
  sections: {
    keyFigures: 'Key figures',
    perHourChart: 'Impressions per hour',
    perHourTable: 'Hour by hour',
    perDayChart: 'Visitors and walk-bys per day',
    perDayTable: 'Day by day',
    impressionsChart: 'Impressions per day',
    impressionsTable: 'Impressions day by day',
    trafficChart: 'Traffic over time',
    trafficTable: 'Figures per period',
    busiestHours: 'Busiest hours (visitors by weekday and hour)',
    visitDuration: 'Visit duration',
    visitDurationTable: 'Visits by length of stay',
    newVsReturning: 'New and returning visitors',
    bubbleChart: 'Traffic, dwell and engagement per booth',
    boothTable: 'Booths ranked by visitors',
    summary: 'Summary',
  },
  sheets: {
    kpis: 'Key figures',
    hours: 'Hours',
    days: 'Days',
    periods: 'Periods',
    busiest: 'Busiest hours',
    durations: 'Visit duration',
    visitors: 'New vs returning',
    booths: 'Booths',
  },
  kpis: {
    ...catalogueKpiNames('en-US'),
    medianVisitDuration: 'Median visit duration',
    visits: 'Visits',
    visibilityScore: 'Visibility score',
    liveHours: 'Live hours',
    newVisitors: 'New visitors',
    returningRate: 'Returning rate',
    booths: 'Booths',
  },
  columns: {
    day: 'Day',
    hour: 'Hour',
    period: 'Period',
    weekday: 'Weekday',
    rank: 'Rank',
    booth: 'Booth',
    trafficShare: 'Share of traffic',
    duration: 'Length of stay',
    visits: 'Visits',
    share: 'Share',
    figure: 'Figure',
    value: 'Value',
    total: 'Total',
  },
  grades: {
    average: 'average',
    fair: 'fair',
    good: 'good',
    'very good': 'very good',
    prime: 'prime',
    outstanding: 'outstanding',
    high: 'high',
  },
  gradeNote: (grade) => `Attraction grade: ${grade}`,
  perLiveHour: 'per live hour',
  durationBin: (min, max) =>
    max === null ? `${min} min or more` : min === 0 ? `Under ${max} min` : `${min}–${max} min`,
  subtitle: (name, start, end) => `${name} · ${start} – ${end}`,
  oneDaySubtitle: (name, day) => `${name} · ${day}`,
  weekOf: (day) => `Week of ${day}`,
  busiestHour: (when, visitors, count) =>
    `Busiest hour: ${when}, with ${visitors} ${forCount(count, 'visitor', 'visitors')}.`,
  noBusiestHour: 'Busiest hour: no visitors were counted in this range.',
  noData: 'No figures in this range.',
  explain: {
    impressions: 'Impressions: everyone seen in range of the location, walk-bys plus visitors.',
    visitors: 'Visitors: people detected inside long enough to count as visitors.',
    walkBys:
      'Walk-bys: people seen nearby who did not stay inside long enough to count as visitors.',
    walkIns: 'Walk-ins: entries counted by the door counters.',
    captureRate: 'Capture rate: visitors as a share of everyone seen (visitors + walk-bys).',
    engagementRate:
      "Engagement rate: engagers as a share of visitors. An engager stayed long enough inside or in its areas, by the location's visitor definitions.",
    avgDwell: "Average dwell: average time from a visitor's first to last detection inside.",
    avgVisitDuration: 'Average visit duration: the average length of a visit.',
    fqv: "FQV (frequent qualified visitors): visitors who spent long enough in one or more areas, by the location's visitor definitions.",
    fqvNoAreas:
      'FQV is not counted here: the location has no areas yet, and FQV counts visits to areas. Draw areas on a floor plan (settings, Areas) to have it.',
    returning:
      'New and returning visitors: visitors with a stable device id, returning when already seen on an earlier day of the last 30 days; randomized devices cannot be told apart and are shown as not identifiable.',
    visibilityScore: (hours, count) =>
      `Visibility score = impressions per live hour: everyone seen in range, divided by the hours in which at least one sensor reported (${hours} ${forCount(count, 'hour', 'hours')} in this range). Hours when the booth was switched off do not count, so days and events of different lengths compare fairly.`,
    grade: (grade, percentile, peers, peerCount) =>
      `Attraction grade ${grade}: percentile ${percentile} among ${peers} ${forCount(peerCount, 'location', 'locations')} of the same type in your organization, by capture rate.`,
    noGrade:
      'Not graded: there are fewer than two locations of the same type with figures to compare with.',
    comparison: (start, end, averaged) =>
      averaged
        ? `Changes compare daily averages with the period ${start} – ${end}.`
        : `Changes compare with the period ${start} – ${end}.`,
    // "1 of 701 hours has": the noun agrees with the total, the verb with the hours missing.
    dataGaps: (missing, hours, missingCount, hoursCount) =>
      `${missing} of ${hours} ${forCount(hoursCount, 'hour', 'hours')} in this range ${forCount(missingCount, 'has', 'have')} no data from any sensor: figures for ${forCount(missingCount, 'that hour', 'those hours')} are missing, not zero.`,
    pendingDays: (pending, count) =>
      forCount(
        count,
        `${pending} day of the dates in this document was still being computed when it was made: figures may change.`,
        `${pending} days of the dates in this document were still being computed when it was made: figures may change.`,
      ),
    timezone: (zone) => `Days and hours are local to the location (${zone}).`,
    eventDaily:
      'This report covers one event day hour by hour; hours without any figure are left out of the table.',
    eventDays:
      'Event days are the days on which anyone was seen; other days of the range are left out.',
    hourly: 'The busiest hour is the single hour of the range with the most visitors.',
    busiestHours:
      'Busiest hours add up the visitors of each weekday and local hour over the range.',
    visitDuration:
      'Visit duration: visits of the range grouped by how long they lasted, with their mean and median.',
    bubble:
      'Each bubble is a booth: further right means more visitors, higher means a longer average dwell, and a larger bubble a higher engagement rate.',
    notDrawn: (names) => `Not drawn (no visitor or dwell figures): ${names}.`,
  },
  basis: {
    estimated: (figures) =>
      `Wi-Fi estimates, with an error band: ${figures}. On 95% of days the true count lies within the band (±) around the day's figure.`,
    of: (names, basis) => `${names}: ${basis}`,
    own: ({ days, dayCount, from, to, band, perHundred }) =>
      `calibrated on its own door counters over ${days} ${forCount(dayCount, 'day', 'days')} (${from} – ${to}), ±${band}.` +
      (perHundred === null
        ? ''
        : ` Wi-Fi sees about ${perHundred.text} ${forCount(perHundred.count, 'visitor', 'visitors')} per 100 people counted at the door.`),
    similar: (locations, count, band) =>
      `no calibration of its own yet, borrowed from ${forCount(count, 'a similar location (same type) calibrated on its door counters', `${locations} similar locations (same type) calibrated on their door counters`)}, ±${band}.`,
    uncalibrated: (band) => `not calibrated against any door counter, typical error ±${band}.`,
    counted:
      'Door-counter figures (walk-ins, walk-outs, occupancy) are counted, not estimated: they carry no error band.',
  },
  unavailable: {
    noAnalytics: "This location's service tier offers no analytics metrics.",
    walkIn: 'Walk-ins need a door counter.',
    walkBy: 'Walk-bys need the foot traffic sensor service.',
    footTraffic: 'Visitor metrics need the Plus tier.',
  },
};

/** The form of a phrase for a count, by American English plural rules. */
const forCount = pluralFor('en-US');
