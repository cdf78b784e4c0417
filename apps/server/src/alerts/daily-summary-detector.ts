// Daily summary (issue 3's setting): once per location and local day, from 07:00 in the
// location's time zone, one event with the previous local day's figures beside the same weekday a
// week earlier. Raised only where someone is to receive it, and only once the pipeline is done
// with that day; the condition's primary key ('daily_summary:<location>:<day>') keeps it to one
// event per location and day across processes.
import { addDays, localParts } from '@footfall/core';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { alertConditions, locations, notificationSettings, pipelineDirtyDays } from '../db/schema';
import { dailySummarySubject } from './alert-kinds';
import { raiseCondition } from './conditions';
import { summaryFigures } from './daily-summary-figures';
import { recipientsFor } from './recipients';

/** Local hour from which yesterday's summary goes out. */
export const DAILY_SUMMARY_HOUR = 7;
/** Conditions (kept only against double raising) older than this are dropped. */
const KEEP_MS = 3 * 86_400_000;

export const dashboardUrl = (publicUrl: string, locationId: number) =>
  `${publicUrl.replace(/\/+$/, '')}/main/dashboard/${locationId}`;

export async function detectDailySummaries(ctx: AppContext, now: Date): Promise<number> {
  // Cheap first: the setting is off by default, so only locations with a saved "on" can have a
  // recipient (access is checked below, and again before sending).
  const wanted = await ctx.db
    .selectDistinct({ locationId: notificationSettings.locationId })
    .from(notificationSettings)
    .where(eq(notificationSettings.dailySummary, true));
  let events = 0;
  if (wanted.length > 0) {
    const ids = wanted.map((row) => row.locationId);
    const [places, raised, dirty] = await Promise.all([
      ctx.db.select().from(locations).where(inArray(locations.id, ids)),
      ctx.db
        .select({ subject: alertConditions.subject })
        .from(alertConditions)
        .where(
          and(eq(alertConditions.kind, 'daily_summary'), inArray(alertConditions.locationId, ids)),
        ),
      ctx.db.select().from(pipelineDirtyDays).where(inArray(pipelineDirtyDays.locationId, ids)),
    ]);
    const done = new Set(raised.map((row) => row.subject));
    const waiting = new Set(dirty.map((day) => `${day.locationId}:${day.localDate}`));
    for (const location of places) {
      const local = localParts(now.getTime(), location.timezone);
      if (local.hour < DAILY_SUMMARY_HOUR) continue;
      const day = addDays(local.date, -1);
      const subject = dailySummarySubject(location.id, day);
      if (done.has(subject) || waiting.has(`${location.id}:${day}`)) continue;
      if ((await recipientsFor(ctx, location, 'daily_summary')).length === 0) continue;
      const weekEarlier = addDays(day, -7);
      const figures = await summaryFigures(ctx, location, day, weekEarlier);
      const opened = await raiseCondition(
        ctx,
        {
          locationId: location.id,
          kind: 'daily_summary',
          subject,
          detail: {
            local_date: day,
            compared_to: weekEarlier,
            time_zone: location.timezone,
            figures,
            dashboard_url: dashboardUrl(ctx.config.publicUrl, location.id),
          },
        },
        now,
        now,
      );
      if (opened) events += 1;
    }
  }
  await ctx.db
    .delete(alertConditions)
    .where(
      and(
        eq(alertConditions.kind, 'daily_summary'),
        lt(alertConditions.openedAt, new Date(now.getTime() - KEEP_MS)),
      ),
    );
  return events;
}
