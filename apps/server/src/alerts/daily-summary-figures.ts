// The daily summary's figures: one local day of a location beside the same weekday a week
// earlier, from daily_rollups and computed as the foot-traffic and door-counter answers compute
// their day totals (a day without hourly rows counts 0), so the mail matches the dashboard.
// Metrics the location's tier does not offer are left out.
import {
  addDays,
  availableMetrics,
  zonedDayStart,
  comparabilityOf,
  metricChange,
  type MetricChange,
  type ServiceTier,
} from '@footfall/core';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { dailyRollups, type locations } from '../db/schema';
import { servicesOf } from '../hardware/hardware-access';
import { doorHoursWithData } from '../analytics/completeness';
import { ratio } from '../analytics/named-sql';

type LocationRow = typeof locations.$inferSelect;
type DayRow = typeof dailyRollups.$inferSelect;

export const SUMMARY_METRICS = [
  'visitors',
  'walk_bys',
  'walk_ins',
  'capture_rate',
  'avg_dwell_s',
] as const;
export type SummaryMetric = (typeof SUMMARY_METRICS)[number];

export interface SummaryFigure {
  metric: SummaryMetric;
  value: number | null;
  previous: number | null;
  /** The change by the metric catalogue (core's metricChange): relative for counts and dwell,
   * percentage points for the capture rate; none when the week earlier had no data. */
  change: MetricChange;
}

function figuresOf(row: DayRow | undefined, offered: ReadonlySet<string>) {
  const sum = (value: number | undefined) => value ?? 0;
  const visitors = sum(row?.visitors);
  const walkBys = sum(row?.walkBys);
  const traffic = offered.has('FOOTTRAFFIC');
  const passing = offered.has('WALK-BY');
  const figures: Partial<Record<SummaryMetric, number | null>> = {};
  if (traffic) figures.visitors = visitors;
  if (passing) figures.walk_bys = walkBys;
  if (offered.has('WALK-IN')) figures.walk_ins = sum(row?.walkIns);
  if (traffic && passing) figures.capture_rate = ratio(visitors, visitors + walkBys);
  if (traffic) figures.avg_dwell_s = ratio(sum(row?.dwellSSum), visitors);
  return figures;
}

/** Hours of a local day in which a door counter of the location sent an interval (the rule of
 * the door-counter answers' coverage). */
function doorHours(ctx: AppContext, location: LocationRow, day: string): Promise<number> {
  return doorHoursWithData(ctx.db, {
    location_id: location.id,
    from: new Date(zonedDayStart(day, location.timezone)).toISOString(),
    to: new Date(zonedDayStart(addDays(day, 1), location.timezone)).toISOString(),
    business_hours: false,
  });
}

/** The figures of `date` and of `previousDate`, in SUMMARY_METRICS order; [] when the tier
 * offers none of them. */
export async function summaryFigures(
  ctx: AppContext,
  location: LocationRow,
  date: string,
  previousDate: string,
): Promise<SummaryFigure[]> {
  const services = await servicesOf(ctx, location.id);
  const offered = new Set<string>(
    availableMetrics({
      service: location.service as ServiceTier,
      tag_services: services.tag,
      sensor_services: services.sensor,
    }),
  );
  const rows = await ctx.db
    .select()
    .from(dailyRollups)
    .where(
      and(
        eq(dailyRollups.locationId, location.id),
        inArray(dailyRollups.localDate, [date, previousDate]),
        // As the analytics answers: a day with gateway data only has no traffic figures.
        gt(dailyRollups.hourRows, 0),
      ),
    );
  const current = figuresOf(
    rows.find((row) => row.localDate === date),
    offered,
  );
  const previous = figuresOf(
    rows.find((row) => row.localDate === previousDate),
    offered,
  );
  // Comparable as the analytics answers decide it: gateway hours with data for the Wi-Fi
  // figures, hours with a door-counter interval for walk-ins.
  const gatewayHours = (day: string) => ({
    hours_in_range: 24,
    hours_with_data: rows.find((row) => row.localDate === day)?.hoursWithData ?? 0,
  });
  const [doorNow, doorBefore] = offered.has('WALK-IN')
    ? await Promise.all([date, previousDate].map((day) => doorHours(ctx, location, day)))
    : [0, 0];
  const traffic = comparabilityOf(gatewayHours(date), gatewayHours(previousDate)).comparable;
  const door = comparabilityOf(
    { hours_in_range: 24, hours_with_data: doorNow ?? 0 },
    { hours_in_range: 24, hours_with_data: doorBefore ?? 0 },
  ).comparable;
  return SUMMARY_METRICS.filter((metric) => metric in current).map((metric) => {
    const value = current[metric] ?? null;
    const before = previous[metric] ?? null;
    return {
      metric,
      value,
      previous: before,
      change: metricChange(metric, value, before, metric === 'walk_ins' ? door : traffic),
    };
  });
}
