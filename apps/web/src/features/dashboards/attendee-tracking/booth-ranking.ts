// The booths of an attendee-tracking show (its child locations) ranked by traffic and compared.
// Traffic is a booth's visitors (sessions inside the booth long enough to count, docs/product.md
// section 11).
import type { FootTrafficResponse } from '@footfall/core';
import { impressionsOf } from '../xm/event-figures';

export interface BoothAnswer {
  id: string;
  name: string;
  /** The booth's foot-traffic answer for the range; null while it loads or when it failed. */
  response: FootTrafficResponse | null;
}

export interface BoothRow {
  id: string;
  name: string;
  /** 1 for the busiest; booths sharing a traffic figure share a rank; null without a figure. */
  rank: number | null;
  visitors: number | null;
  impressions: number | null;
  /** This booth's share of all the booths' visitors. */
  trafficShare: number | null;
  engagers: number | null;
  engagementRate: number | null;
  avgDwellS: number | null;
  fqv: number | null;
}

/** Booths by visitors, most first (ties keep their name order); booths without a figure last. */
export function rankBooths(booths: readonly BoothAnswer[]): BoothRow[] {
  const rows = booths.map((booth): Omit<BoothRow, 'rank' | 'trafficShare'> => {
    const totals = booth.response?.totals;
    return {
      id: booth.id,
      name: booth.name,
      visitors: totals?.visitors ?? null,
      impressions: totals ? impressionsOf(totals) : null,
      engagers: totals?.engagers ?? null,
      engagementRate: totals?.engagement_rate ?? null,
      avgDwellS: totals?.avg_dwell_s ?? null,
      fqv: totals?.fqv ?? null,
    };
  });
  rows.sort(
    (a, b) =>
      (b.visitors ?? -1) - (a.visitors ?? -1) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
  const total = rows.reduce((sum, row) => sum + (row.visitors ?? 0), 0);
  let rank = 0;
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    if (row.visitors !== null && (previous?.visitors ?? null) !== row.visitors) rank = index + 1;
    return {
      ...row,
      rank: row.visitors === null ? null : rank,
      trafficShare: row.visitors === null || total === 0 ? null : row.visitors / total,
    };
  });
}
