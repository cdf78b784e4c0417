// The demo's saved reports, so that a fresh start shows the reports list, a comparison and its
// files with figures of the demo's own data. None is scheduled: the demo mails nobody by itself.
import type { ReportMetric, ReportPeriod } from '@footfall/core';
import type { Database } from '../db/client';
import { insertReport } from '../reports/report-store';

type DemoReport = {
  name: string;
  description: string;
  /** Demo location and folder keys (demo-organisation.ts). */
  locations: string[];
  folders: string[];
  metrics: ReportMetric[];
  period: ReportPeriod;
  granularity: 'day' | 'week';
  comparison: boolean;
};

export const DEMO_REPORTS: DemoReport[] = [
  {
    name: 'French stores',
    description: 'Paris and Lyon side by side, compared with the period before.',
    locations: ['paris', 'lyon'],
    folders: [],
    metrics: ['visitors', 'walk_bys', 'walk_ins', 'capture_rate', 'avg_dwell_s'],
    period: { kind: 'rolling', days: 30 },
    granularity: 'day',
    comparison: true,
  },
  {
    name: 'Spain, week by week',
    description: 'Every location of the Spain folder, including any added to it later.',
    locations: [],
    folders: ['spain'],
    metrics: ['visitors', 'walk_bys', 'capture_rate', 'engagement_rate', 'avg_dwell_s'],
    period: { kind: 'rolling', days: 90 },
    granularity: 'week',
    comparison: false,
  },
];

const idsOf = (keys: readonly string[], ids: ReadonlyMap<string, number>) =>
  keys.map((key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo report: no demo item "${key}"`);
    return id;
  });

export async function seedDemoReports(
  db: Database,
  owner: { corporationId: number; createdBy: number },
  locationIds: ReadonlyMap<string, number>,
  folderIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  for (const report of DEMO_REPORTS) {
    await insertReport(
      db,
      owner,
      {
        name: report.name,
        description: report.description,
        locationIds: idsOf(report.locations, locationIds),
        folderIds: idsOf(report.folders, folderIds),
        metrics: report.metrics,
        period: report.period,
        granularity: report.granularity,
        comparison: report.comparison,
        schedule: { frequency: 'none', recipients: [] },
      },
      now,
    );
  }
}
