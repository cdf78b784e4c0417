// The words of the generated files, one catalogue per supported locale (index.ts picks it).
// Figures are not written here: the renderer formats numbers and dates; builders pass values.
// A sentence whose words agree with a count gets the count too (a number, beside its written
// form), and picks the words by the locale's plural rules (core plural()).
import type { QualityGrade } from '@footfall/core';

export type ReportTexts = {
  titles: {
    eventDaily: string;
    eventFootTraffic: string;
    eventAwareness: string;
    retail: string;
    bubble: string;
  };
  sections: {
    keyFigures: string;
    perHourChart: string;
    perHourTable: string;
    perDayChart: string;
    perDayTable: string;
    impressionsChart: string;
    impressionsTable: string;
    trafficChart: string;
    trafficTable: string;
    busiestHours: string;
    visitDuration: string;
    visitDurationTable: string;
    newVsReturning: string;
    bubbleChart: string;
    boothTable: string;
    summary: string;
  };
  /** Short names of CSV blocks / XLSX sheets. */
  sheets: {
    kpis: string;
    hours: string;
    days: string;
    periods: string;
    busiest: string;
    durations: string;
    visitors: string;
    booths: string;
  };
  kpis: {
    medianVisitDuration: string;
    visits: string;
    impressions: string;
    visitors: string;
    walkBys: string;
    walkIns: string;
    engagers: string;
    engagementRate: string;
    captureRate: string;
    avgDwell: string;
    avgVisitDuration: string;
    fqv: string;
    visibilityScore: string;
    liveHours: string;
    newVisitors: string;
    returningVisitors: string;
    randomizedVisitors: string;
    returningRate: string;
    booths: string;
  };
  columns: {
    day: string;
    hour: string;
    period: string;
    weekday: string;
    rank: string;
    booth: string;
    trafficShare: string;
    duration: string;
    visits: string;
    share: string;
    figure: string;
    value: string;
    total: string;
  };
  grades: Record<QualityGrade, string>;
  gradeNote: (grade: string) => string;
  perLiveHour: string;
  durationBin: (min: number, max: number | null) => string;
  /** "Paris Opéra Store · 03/02/2026 – 03/08/2026" */
  subtitle: (name: string, start: string, end: string) => string;
  oneDaySubtitle: (name: string, day: string) => string;
  weekOf: (day: string) => string;
  /** visitors: written; count: the same number, which the noun agrees with. */
  busiestHour: (when: string, visitors: string, count: number) => string;
  noBusiestHour: string;
  noData: string;
  explain: {
    impressions: string;
    visitors: string;
    walkBys: string;
    walkIns: string;
    captureRate: string;
    engagementRate: string;
    avgDwell: string;
    avgVisitDuration: string;
    fqv: string;
    /** FQV missing because the location has no areas (core's fqvFigure). */
    fqvNoAreas: string;
    returning: string;
    /** hours: the live hours, written; count: the same number. */
    visibilityScore: (hours: string, count: number) => string;
    /** peers: the locations compared with, written; peerCount: the same number. */
    grade: (grade: string, percentile: string, peers: string, peerCount: number) => string;
    noGrade: string;
    comparison: (start: string, end: string, averaged: boolean) => string;
    /** `missing` of `hours` hours have no data (written, then the same numbers): each language
     * says which count its noun and verb agree with. */
    dataGaps: (missing: string, hours: string, missingCount: number, hoursCount: number) => string;
    /** Days still being computed when the document was made (`pending` > 0, a written count). */
    pendingDays: (pending: string, count: number) => string;
    timezone: (zone: string) => string;
    eventDaily: string;
    eventDays: string;
    hourly: string;
    busiestHours: string;
    visitDuration: string;
    bubble: string;
    notDrawn: (names: string) => string;
  };
  /** "About these figures": what a location's Wi-Fi visitor figures rest on (the `estimate` of
   * its foot-traffic answer) and that door-counter figures are counts. */
  basis: {
    /** figures: the names of the estimated figures, listed. */
    estimated: (figures: string) => string;
    /** names: the locations a basis sentence is about. */
    of: (names: string, basis: string) => string;
    /** days: the days calibrated on (dayCount: the same number); perHundred: Wi-Fi visitors per
     * 100 walk-ins, written and as a number, when the calibration has a capture ratio. */
    own: (fit: {
      days: string;
      dayCount: number;
      from: string;
      to: string;
      band: string;
      perHundred: { text: string; count: number } | null;
    }) => string;
    /** locations: the similar locations, written; count: the same number. */
    similar: (locations: string, count: number, band: string) => string;
    uncalibrated: (band: string) => string;
    counted: string;
  };
  unavailable: {
    noAnalytics: string;
    walkIn: string;
    walkBy: string;
    footTraffic: string;
  };
};
