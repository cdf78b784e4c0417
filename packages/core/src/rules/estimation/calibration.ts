// How sure a Wi-Fi figure is (docs/accuracy.md "Calibration"). Wi-Fi sees phones, not people: the
// share of visitors it catches (phones carried, Wi-Fi on, address randomization) differs from
// place to place, so a fixed constant carries over badly. Where a location also counts its door,
// the two are compared day by day over the last weeks: the capture ratio (Wi-Fi visitors per
// walk-in) and how steadily it holds give the location's error band. Locations without a door
// counter borrow the calibrations of similar locations (a wider band), or say they have none.

/** Days of history a calibration looks back over (ending yesterday). */
export const CALIBRATION_WINDOW_DAYS = 28;
/** Fewer usable days than this give no calibration of the location's own. */
export const MIN_CALIBRATION_DAYS = 7;
/** A day with fewer walk-ins says little about a ratio (counting noise alone is over 20%). */
export const MIN_CALIBRATION_WALK_INS = 20;
/**
 * The band of a figure nothing calibrates: published Wi-Fi counting accuracies run from 60% to
 * 90% of the true count, so +-35% is the honest default. Not fitted on any dataset.
 */
export const UNCALIBRATED_BAND = 0.35;
/** The bands are 95% intervals of a day's figure: 1.96 standard deviations. */
const Z95 = 1.96;
/** Between-location spread of the capture ratio assumed while fewer than 3 similar locations
 * are calibrated (relative standard deviation): its 95% half-width is half the uncalibrated
 * band, so a borrowed calibration of a steady peer stays narrower than none. */
const DEFAULT_BETWEEN_LOCATION_SD = UNCALIBRATED_BAND / 2 / Z95;

export const ESTIMATE_SOURCES = ['own', 'similar', 'default'] as const;
export type EstimateSource = (typeof ESTIMATE_SOURCES)[number];

export const CALIBRATION_QUALITIES = ['good', 'fair', 'poor', 'uncalibrated'] as const;
export type CalibrationQuality = (typeof CALIBRATION_QUALITIES)[number];

/** One local day of a location: its Wi-Fi visitors and its door counters' walk-ins. */
export interface CalibrationDay {
  date: string;
  visitors: number;
  walkIns: number;
  /** False when the Wi-Fi had a gap in an hour the door counted people (absent: no gap known). */
  wifiCovered?: boolean;
}

/** A location's own calibration against its door counters. */
export interface CaptureRatioFit {
  /** Wi-Fi visitors per door-counter walk-in over the usable days (ratio of sums). */
  captureRatio: number;
  /** Relative half-width of the 95% interval of one day's figure (0.06 = +-6%). */
  band: number;
  /** Root mean square of the days' relative residuals around the ratio. */
  residualSd: number;
  daysUsed: number;
  fromDate: string;
  toDate: string;
}

/** Days that can calibrate: enough walk-ins to mean something, and Wi-Fi that saw anyone and had
 * no gap while people came in (gateways off is not a low capture ratio). */
export function usableCalibrationDays(days: readonly CalibrationDay[]): CalibrationDay[] {
  return days
    .filter(
      (day) =>
        Number.isFinite(day.visitors) &&
        Number.isFinite(day.walkIns) &&
        day.walkIns >= MIN_CALIBRATION_WALK_INS &&
        day.visitors > 0 &&
        day.wifiCovered !== false,
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The capture ratio of a location from its days (any order), or null with fewer than
 * MIN_CALIBRATION_DAYS usable ones. The band is a prediction interval for a new day: the days'
 * spread around the ratio, widened for the ratio's own uncertainty (1 + 1/n).
 */
export function fitCaptureRatio(days: readonly CalibrationDay[]): CaptureRatioFit | null {
  const usable = usableCalibrationDays(days);
  const n = usable.length;
  if (n < MIN_CALIBRATION_DAYS) return null;
  const visitors = usable.reduce((sum, day) => sum + day.visitors, 0);
  const walkIns = usable.reduce((sum, day) => sum + day.walkIns, 0);
  const captureRatio = visitors / walkIns;
  const squares = usable.reduce((sum, day) => {
    const residual = day.visitors / (captureRatio * day.walkIns) - 1;
    return sum + residual * residual;
  }, 0);
  const residualSd = Math.sqrt(squares / (n - 1));
  return {
    captureRatio,
    band: Z95 * residualSd * Math.sqrt(1 + 1 / n),
    residualSd,
    daysUsed: n,
    fromDate: usable[0]?.date ?? '',
    toDate: usable[n - 1]?.date ?? '',
  };
}

/** One hour of presence parts (device-hours, core's presenceComponents averaged over the hour)
 * and the door counters' occupancy of the same hour. */
export interface PresenceCalibrationHour {
  identified: number;
  linkedRandomized: number;
  unlinkedRandomized: number;
  occupancy: number;
}

export interface PresenceWeightFit {
  /** People per unlinked randomized-address presence at this location. */
  weight: number;
  hoursUsed: number;
}

/** Bounds of a fitted weight: below, one person would shed over 20 addresses at a time; above,
 * a randomized address would be more than a person. */
export const PRESENCE_WEIGHT_BOUNDS = [0.05, 1] as const;
/** Hours with randomized presence needed before a weight is fitted (two days of opening hours). */
export const MIN_PRESENCE_CALIBRATION_HOURS = 16;

/**
 * The randomized-address weight of the presence estimator that best turns a location's Wi-Fi
 * presence into its counted occupancy: least squares through the origin of (occupancy -
 * identified - linkedWeight x linked) on the unlinked presence, within PRESENCE_WEIGHT_BOUNDS.
 * Null when too few hours carry randomized presence.
 */
export function fitPresenceWeight(
  hours: readonly PresenceCalibrationHour[],
  linkedWeight: number,
): PresenceWeightFit | null {
  let cross = 0;
  let squares = 0;
  let hoursUsed = 0;
  for (const hour of hours) {
    const values = [
      hour.identified,
      hour.linkedRandomized,
      hour.unlinkedRandomized,
      hour.occupancy,
    ];
    if (!values.every(Number.isFinite) || hour.unlinkedRandomized <= 0) continue;
    const rest = hour.occupancy - hour.identified - linkedWeight * hour.linkedRandomized;
    cross += hour.unlinkedRandomized * rest;
    squares += hour.unlinkedRandomized * hour.unlinkedRandomized;
    hoursUsed += 1;
  }
  if (hoursUsed < MIN_PRESENCE_CALIBRATION_HOURS || squares <= 0) return null;
  const [low, high] = PRESENCE_WEIGHT_BOUNDS;
  return { weight: Math.min(high, Math.max(low, cross / squares)), hoursUsed };
}

/** What a location's Wi-Fi figures rest on, as the API and every surface state it. */
export interface EstimateSummary {
  source: EstimateSource;
  /** Relative half-width of the 95% interval of a day's figure. */
  band: number;
  /** Wi-Fi visitors per walk-in (own, or the similar locations' median); null by default. */
  captureRatio: number | null;
  quality: CalibrationQuality;
  /** The own calibration's usable days and their first and last date (0 and null otherwise). */
  daysUsed: number;
  fromDate: string | null;
  toDate: string | null;
  /** Calibrated similar locations whose figures were borrowed (0 unless source is similar). */
  similarLocations: number;
}

/** Good when 95% of days fall within +-15%, fair within +-30%, poor beyond. */
export function calibrationQuality(band: number): Exclude<CalibrationQuality, 'uncalibrated'> {
  return band <= 0.15 ? 'good' : band <= 0.3 ? 'fair' : 'poor';
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The estimate a location's Wi-Fi figures carry: its own calibration where it has one; else the
 * calibrations of similar locations (same type, same corporation), whose band adds how much
 * their capture ratios differ from each other; else the uncalibrated default.
 */
export function resolveEstimate(
  own: CaptureRatioFit | null,
  similar: readonly CaptureRatioFit[] = [],
): EstimateSummary {
  if (own) {
    return {
      source: 'own',
      band: own.band,
      captureRatio: own.captureRatio,
      quality: calibrationQuality(own.band),
      daysUsed: own.daysUsed,
      fromDate: own.fromDate,
      toDate: own.toDate,
      similarLocations: 0,
    };
  }
  if (similar.length > 0) {
    const ratios = similar.map((fit) => fit.captureRatio);
    const centre = median(ratios);
    const between =
      similar.length >= 3
        ? Math.sqrt(
            ratios.reduce((sum, ratio) => sum + (ratio / centre - 1) ** 2, 0) /
              (similar.length - 1),
          )
        : DEFAULT_BETWEEN_LOCATION_SD;
    const within = similar.reduce((sum, fit) => sum + fit.residualSd ** 2, 0) / similar.length;
    const band = Z95 * Math.sqrt(within + between * between);
    return {
      source: 'similar',
      band,
      captureRatio: centre,
      quality: calibrationQuality(band),
      daysUsed: 0,
      fromDate: null,
      toDate: null,
      similarLocations: similar.length,
    };
  }
  return {
    source: 'default',
    band: UNCALIBRATED_BAND,
    captureRatio: null,
    quality: 'uncalibrated',
    daysUsed: 0,
    fromDate: null,
    toDate: null,
    similarLocations: 0,
  };
}

/** The interval of a figure under an estimate's band (never below 0). */
export function bandInterval(value: number, band: number): { low: number; high: number } {
  return { low: Math.max(0, value * (1 - band)), high: value * (1 + band) };
}

/** The figures of a foot-traffic answer a visitors calibration speaks for: visitors and the
 * counts of visitors by kind. Walk-bys have no door to be checked against. */
export const ESTIMATED_VISITOR_FIGURES = [
  'visitors',
  'engagers',
  'browsers',
  'fqv',
  'returning_visitors',
] as const;
