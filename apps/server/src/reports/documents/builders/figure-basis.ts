// "About these figures": what each location's Wi-Fi visitor figures rest on (the `estimate` its
// foot-traffic answer carries, analytics/estimate.ts, so a file states the band the dashboard
// shows), and that door-counter figures are counts, not estimates.
import {
  METRIC_LABELS,
  type Estimate,
  type FootTrafficResponse,
  type LocationType,
} from '@footfall/core';
import { estimateOf } from '../../../analytics/estimate';
import type { Database } from '../../../db/client';
import type { Writers } from './common';

export type LocatedEstimate = { name: string; estimate: Estimate };

/** The location's estimate, unless its tier offers no visitor figures to qualify. */
export function trafficEstimate(name: string, traffic: FootTrafficResponse): LocatedEstimate[] {
  const offered = !traffic.unavailable.some((item) => item.metric === 'FOOTTRAFFIC');
  return offered ? [{ name, estimate: traffic.estimate }] : [];
}

/** The estimates of locations the document reads no foot-traffic answer of (one at a time: a
 * report may cover many). */
export async function estimatesOf(
  db: Database,
  located: readonly {
    name: string;
    location: { id: number; corporationId: number; type: LocationType };
  }[],
): Promise<LocatedEstimate[]> {
  const estimates: LocatedEstimate[] = [];
  for (const { name, location } of located)
    estimates.push({ name, estimate: await estimateOf(db, location) });
  return estimates;
}

function basisOf(write: Writers, estimate: Estimate): string {
  const b = write.texts.basis;
  const perHundred = (ratio: number) => {
    const count = Math.round(ratio * 100);
    return { text: write.count(count), count };
  };
  const band = write.percent(estimate.band);
  if (estimate.source === 'own' && estimate.calibrated_from && estimate.calibrated_to) {
    return b.own({
      days: write.count(estimate.days_used),
      dayCount: estimate.days_used,
      from: write.date(estimate.calibrated_from),
      to: write.date(estimate.calibrated_to),
      band,
      perHundred: estimate.capture_ratio === null ? null : perHundred(estimate.capture_ratio),
    });
  }
  if (estimate.source === 'similar') {
    const count = estimate.similar_locations;
    return b.similar(write.count(count), count, band);
  }
  return b.uncalibrated(band);
}

/**
 * What the figures rest on: which figures are Wi-Fi estimates, one sentence per basis (locations
 * whose figures rest on the same one named together, so a show's uncalibrated booths take one
 * line), then, when the document shows door-counter figures, that they are counted.
 */
export function figureBasisNotes(
  write: Writers,
  located: readonly LocatedEstimate[],
  counted: boolean,
): string[] {
  const b = write.texts.basis;
  const notes: string[] = [];
  const first = located[0];
  if (first) {
    const labels: Readonly<Record<string, string>> = METRIC_LABELS[write.locale];
    const list = new Intl.ListFormat(write.locale, { type: 'conjunction' });
    notes.push(b.estimated(list.format(first.estimate.figures.map((key) => labels[key] ?? key))));
    const namesByBasis = new Map<string, string[]>();
    for (const { name, estimate } of located) {
      const basis = basisOf(write, estimate);
      namesByBasis.set(basis, [...(namesByBasis.get(basis) ?? []), name]);
    }
    for (const [basis, names] of namesByBasis) notes.push(b.of(names.join(', '), basis));
  }
  if (counted) notes.push(b.counted);
  return notes;
}
