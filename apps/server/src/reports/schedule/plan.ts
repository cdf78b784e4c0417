// Planning scheduled mailings: for every report with a schedule, the latest slot at or before now
// gets one report_deliveries row, unless it has one or the report was created or last edited at
// or after the slot: turning a schedule on (or editing a report) never mails a slot already past,
// which for a monthly report could be weeks old.
// The row is unique per (report, slot) and inserted with "on conflict do nothing", so several
// processes never plan (and so never send) a slot twice. Slots missed while no job ran are not
// caught up: only the latest one is mailed.
import { eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { folders, locations, reportDeliveries, reports } from '../../db/schema';
import type { UserScope } from '../../organisation/access';
import { coveredLocations, type ReportRow } from '../report-access';
import { latestDeliveries } from './delivery-view';
import { latestSlot, scheduledFrequency } from './slots';

/** A corporation's folders and locations, enough to expand a report's folders. */
async function corporationScope(ctx: AppContext, corporationId: number): Promise<UserScope> {
  const [folderRows, locationRows] = await Promise.all([
    ctx.db.select().from(folders).where(eq(folders.corporationId, corporationId)),
    ctx.db.select().from(locations).where(eq(locations.corporationId, corporationId)),
  ]);
  return {
    userId: 0,
    corporations: new Map(),
    folders: new Map(folderRows.map((row) => [row.id, row])),
    locations: new Map(locationRows.map((row) => [row.id, row])),
    grants: [],
  };
}

/** The time zone of a report's first covered location (by id), whoever looks; null: none left. */
export class ReportZones {
  private scopes = new Map<number, Promise<UserScope>>();
  constructor(private ctx: AppContext) {}

  async zoneOf(report: ReportRow): Promise<string | null> {
    let scope = this.scopes.get(report.corporationId);
    if (!scope) {
      scope = corporationScope(this.ctx, report.corporationId);
      this.scopes.set(report.corporationId, scope);
    }
    const covered = coveredLocations(await scope, report.locationIds, report.folderIds);
    return covered[0]?.timezone ?? null;
  }
}

/** Inserts the deliveries now due; gives how many were planned by this call. */
export async function planReportDeliveries(
  ctx: AppContext,
  now: Date,
  zones: ReportZones,
): Promise<number> {
  const scheduled = await ctx.db
    .select()
    .from(reports)
    .where(ne(sql`${reports.schedule}->>'frequency'`, 'none'));
  const latest = await latestDeliveries(
    ctx,
    scheduled.map((report) => report.id),
  );
  let planned = 0;
  for (const report of scheduled) {
    const frequency = scheduledFrequency(report.schedule);
    const zone = frequency ? await zones.zoneOf(report) : null;
    if (!frequency || !zone) continue;
    const slot = new Date(latestSlot(frequency, zone, now.getTime()));
    const last = latest.get(report.id);
    if (report.createdAt >= slot || report.updatedAt >= slot) continue;
    if (last && last.slotAt >= slot) continue;
    const inserted = await ctx.db
      .insert(reportDeliveries)
      .values({
        reportId: report.id,
        slotAt: slot,
        recipients: report.schedule.recipients,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [reportDeliveries.reportId, reportDeliveries.slotAt] })
      .returning({ id: reportDeliveries.id });
    planned += inserted.length;
  }
  return planned;
}

/** Reports by id (those still there). */
export async function reportsById(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Map<number, ReportRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(reports)
    .where(inArray(reports.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
