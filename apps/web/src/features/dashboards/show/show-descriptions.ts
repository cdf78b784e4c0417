// The show page's chart descriptions follow the figures its tier offers (a Lite show has walk-bys
// only: no visitors, hence no impressions nor engagement rate).
import type { Metric } from '@footfall/core';

const KEYS = {
  both: {
    traffic: 'events.show.trafficDescription',
    report: 'events.show.reportDescription',
  },
  walkBys: {
    traffic: 'events.show.trafficDescriptionWalkBys',
    report: 'events.show.reportDescriptionWalkBys',
  },
  visitors: {
    traffic: 'events.show.trafficDescriptionVisitors',
    report: 'events.show.reportDescriptionVisitors',
  },
} as const;

export type ShowDescriptionKeys = (typeof KEYS)[keyof typeof KEYS];

/** The translation keys of the traffic and report chart descriptions for the offered metrics. */
export function showDescriptionKeys(metrics: readonly Metric[]): ShowDescriptionKeys {
  const walkBys = metrics.includes('WALK-BY');
  const visitors = metrics.includes('FOOTTRAFFIC');
  return KEYS[walkBys && visitors ? 'both' : walkBys ? 'walkBys' : 'visitors'];
}
