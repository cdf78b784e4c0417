// The live panel's figures from a stream snapshot: each value, or why the location has none.
import type { LiveSnapshot, Metric } from '@footfall/core';

export const LIVE_FIGURES = [
  'occupancyNow',
  'visitorsToday',
  'walkInsToday',
  'walkBysToday',
] as const;
export type LiveFigureKey = (typeof LIVE_FIGURES)[number];

export interface LiveFigure {
  key: LiveFigureKey;
  /** Null: not offered (see `missing`) or nothing counted yet. */
  value: number | null;
  /** The metric the location's tier lacks for this figure; 'OCCUPANCY' when it has neither
   * door counters nor Wi-Fi presence. */
  missing: Exclude<Metric, 'HEATMAP'> | 'OCCUPANCY' | null;
  /** Where the occupancy comes from. */
  source?: LiveSnapshot['occupancy_source'];
}

const METRIC_OF = {
  visitorsToday: 'FOOTTRAFFIC',
  walkInsToday: 'WALK-IN',
  walkBysToday: 'WALK-BY',
} as const;

export function liveFigures(snapshot: LiveSnapshot): LiveFigure[] {
  const unavailable = new Set(snapshot.unavailable.map((entry) => entry.metric));
  const counted = (key: keyof typeof METRIC_OF, value: number | null): LiveFigure => ({
    key,
    value,
    missing: value === null && unavailable.has(METRIC_OF[key]) ? METRIC_OF[key] : null,
  });
  return [
    {
      key: 'occupancyNow',
      value: snapshot.occupancy_now,
      // The stream sends null only when neither door counters nor visitor metrics are offered.
      missing:
        snapshot.occupancy_now === null &&
        unavailable.has('WALK-IN') &&
        unavailable.has('FOOTTRAFFIC')
          ? 'OCCUPANCY'
          : null,
      source: snapshot.occupancy_source,
    },
    counted('visitorsToday', snapshot.visitors_today),
    counted('walkInsToday', snapshot.walk_ins_today),
    counted('walkBysToday', snapshot.walk_bys_today),
  ];
}

/**
 * "14:05:09" / "2:05:09 PM": the snapshot's time in the location's time zone (the browser's without
 * one), in the user's locale, with the zone's abbreviation ("2:05:09 PM EST") when the location's
 * clock differs from the browser's at that instant.
 */
export function formatUpdatedAt(
  updatedAt: string,
  locale: string,
  timeZone?: string,
  browserTimeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const at = new Date(updatedAt);
  const zoneName = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  const showZone = timeZone !== undefined && zoneName(timeZone) !== zoneName(browserTimeZone);
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
    ...(showZone ? { timeZoneName: 'short' } : {}),
  }).format(at);
}
