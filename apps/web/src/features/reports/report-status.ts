import type { Report } from '@footfall/core';

export type ReportStatus = Report['last_status'];

/** The badge of a run's status: its words say it, the colour only repeats them. */
export const STATUS_BADGES: Record<
  ReportStatus,
  { color: string; key: `reports.status.${ReportStatus}` }
> = {
  never: { color: 'gray', key: 'reports.status.never' },
  ok: { color: 'green', key: 'reports.status.ok' },
  failed: { color: 'red', key: 'reports.status.failed' },
};
