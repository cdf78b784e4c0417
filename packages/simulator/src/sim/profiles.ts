// When people come: arrivals by hour of day, weekday and season, per location type, and the flow
// of passers-by outside. The shapes are invented but follow the usual retail pattern (a slow
// morning, a lunch bump, an afternoon peak, Saturday the busiest day, December the busiest month)
// and the trade-show pattern (a rush at the opening, a second wave after lunch); docs/simulator.md.
import type { VenueType, WeeklyHours } from './venue';

/** Relative arrival intensity for each local hour 0-23 while open (not normalised). */
const RETAIL_HOURS = [
  0, 0, 0, 0, 0, 0, 0, 0.2, 0.35, 0.5, 0.6, 0.75, 1.0, 1.05, 1.0, 1.15, 1.3, 1.35, 1.2, 0.95, 0.65,
  0.4, 0.2, 0.1,
];
const SHOW_HOURS = [
  0, 0, 0, 0, 0, 0, 0, 0.2, 0.6, 1.5, 1.35, 1.1, 0.85, 0.8, 1.0, 0.95, 0.8, 0.55, 0.3, 0.1, 0, 0, 0,
  0,
];
/** Pedestrians outside (street or hall aisle), any day. */
const STREET_HOURS = [
  0.05, 0.03, 0.02, 0.02, 0.03, 0.08, 0.2, 0.45, 0.7, 0.75, 0.8, 0.9, 1.0, 1.0, 0.95, 0.95, 1.0,
  1.05, 1.0, 0.85, 0.6, 0.4, 0.25, 0.12,
];

/** Weekday factors, 0 = Monday. */
const RETAIL_WEEKDAYS = [0.8, 0.85, 0.9, 0.95, 1.1, 1.45, 0.7];
const SHOW_WEEKDAYS = [1.1, 1.05, 1.0, 0.95, 0.85, 0.8, 0.5];

/** Month factors, 0 = January: the January lull, summer holidays, the Christmas season. */
const RETAIL_MONTHS = [0.85, 0.82, 0.92, 0.95, 1.0, 1.0, 1.05, 0.95, 0.98, 1.0, 1.12, 1.35];

export function arrivalHourWeights(type: VenueType): readonly number[] {
  return type === 'RETAIL' || type === 'MALL' ? RETAIL_HOURS : SHOW_HOURS;
}

export function dayFactor(type: VenueType, weekday: number, month: number): number {
  const weekdays = type === 'RETAIL' || type === 'MALL' ? RETAIL_WEEKDAYS : SHOW_WEEKDAYS;
  const season = type === 'RETAIL' || type === 'MALL' ? (RETAIL_MONTHS[month] ?? 1) : 1;
  return (weekdays[weekday] ?? 1) * season;
}

/** Expected counts in each local hour of one day, for a venue's type, weekly hours and volume. */
type HourlyCounts = (
  type: VenueType,
  hours: WeeklyHours,
  weekday: number,
  month: number,
  perDay: number,
) => number[];

/** Shares the day's expected count out over the hours in proportion to their weights. */
function spreadOverDay(weights: number[], day: number): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights;
  return weights.map((weight) => (day * weight) / total);
}

/**
 * The expected arrivals in each local hour of one day: the venue's daily volume times the day's
 * factor, spread over the open hours by the type's hour profile. Closed hours get none.
 */
export const hourlyArrivals: HourlyCounts = (type, hours, weekday, month, perDay) => {
  const open = hours[weekday];
  const weights = arrivalHourWeights(type).map((weight, hour) =>
    open && hour >= open.open && hour < Math.min(24, open.close - 0.25) ? weight : 0,
  );
  return spreadOverDay(weights, perDay * dayFactor(type, weekday, month));
};

/** Expected walk-bys in each local hour: busier while the venue is open (shows: only then). */
export const hourlyWalkBys: HourlyCounts = (type, hours, weekday, month, perDay) => {
  const open = hours[weekday];
  const show = type === 'XM' || type === 'AT';
  const weights = STREET_HOURS.map((weight, hour) => {
    const isOpen = open !== null && open !== undefined && hour >= open.open && hour < open.close;
    if (show) return isOpen ? (SHOW_HOURS[hour] ?? 0) + 0.3 : 0;
    return weight * (isOpen ? 1 : 0.5);
  });
  return spreadOverDay(weights, perDay * dayFactor(type, weekday, month));
};
