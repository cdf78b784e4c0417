// Saved reports (docs/product.md section 7): list, create, read, replace, delete; per-location
// metric overrides (items); and running a report, which stores the run and answers its figures.
// Duplicating is a POST of a copy.
import {
  reportCreateRequestSchema,
  reportItemRequestSchema,
  reportItemSchema,
  reportResultsSchema,
  reportSchema,
  reportUpdateRequestSchema,
} from '@footfall/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { loadUserScope } from '../organisation/access';
import { foundChild } from '../organisation/guards';
import { accessTo, checkReportScope, coveredLocations, reportAccess } from './report-access';
import { computeReportResults } from './report-results';
import {
  deleteItem,
  deleteReport,
  findItem,
  insertReport,
  itemAt,
  listItems,
  metricOverrides,
  recordRun,
  replaceReport,
  reportsOf,
  updateItem,
  upsertItem,
  type ReportColumns,
  type ReportRow,
} from './report-store';
import { deliveryView, latestDeliveries, type DeliveryView } from './schedule/delivery-view';
import { idIn, idOut } from '../db/ids';
import { resourceRoutes } from '../http/resource-route';

type ReportBody = z.output<typeof reportCreateRequestSchema>;

const TAG = 'Reports';

export const toApiReport = (
  row: ReportRow,
  delivery: DeliveryView,
): z.input<typeof reportSchema> => ({
  id: idOut(row.id),
  name: row.name,
  description: row.description,
  location_ids: row.locationIds.map(idOut),
  folder_ids: row.folderIds.map(idOut),
  metrics: row.metrics,
  period: row.period,
  granularity: row.granularity,
  comparison: row.comparison,
  schedule: row.schedule,
  last_run_at: row.lastRunAt?.toISOString() ?? null,
  last_status: row.lastStatus,
  ...delivery,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The stored columns of a validated request (ids as numbers, duplicates dropped). */
function columnsOf(body: ReportBody): ReportColumns {
  return {
    name: body.name,
    description: body.description ?? null,
    locationIds: [...new Set(body.location_ids.map(idIn))],
    folderIds: [...new Set(body.folder_ids.map(idIn))],
    metrics: [...new Set(body.metrics)],
    period: body.period,
    granularity: body.granularity,
    comparison: body.comparison,
    schedule: body.schedule,
  };
}

async function checkedScope(ctx: AppContext, auth: AuthContext, body: ReportBody) {
  const scope = await loadUserScope(ctx, auth.userId);
  const columns = columnsOf(body);
  const { corporationId, covered } = checkReportScope(
    scope,
    columns.locationIds,
    columns.folderIds,
  );
  return { columns, corporationId, covered };
}

/** One report's JSON with its latest scheduled mailing and next slot (zone: its first covered
 * location's). */
async function apiReport(
  ctx: AppContext,
  row: ReportRow,
  covered: readonly { timezone: string }[],
): Promise<z.input<typeof reportSchema>> {
  const latest = (await latestDeliveries(ctx, [row.id])).get(row.id);
  return toApiReport(row, deliveryView(row, latest, covered[0]?.timezone, ctx.now()));
}

/** Routes on the report `:id` names, with the caller's access to it (reportAccess). */
const reportResource = (app: FastifyInstance) =>
  resourceRoutes(app, {
    tag: TAG,
    load: (auth, id, permission: 'reports_view' | 'reports_edit' | undefined) =>
      reportAccess(app.appContext, auth, id, permission ?? 'reports_view'),
  });

export const reportRoutes: FastifyPluginAsync = async (app) => {
  const onReport = reportResource(app);
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/reports',
    summary: "The caller's reports (those whose every location they may view reports of)",
    tag: TAG,
    auth: true,
    response: z.array(reportSchema),
    handler: async ({ auth, ctx }) => {
      const scope = await loadUserScope(ctx, auth.userId);
      const rows = await reportsOf(ctx.db, [...scope.corporations.keys()]);
      const visible = rows.flatMap((row) => {
        const covered = coveredLocations(scope, row.locationIds, row.folderIds);
        return covered.length > 0 && accessTo(scope, covered, 'reports_view') === 'ok'
          ? [{ row, zone: covered[0]?.timezone }]
          : [];
      });
      const latest = await latestDeliveries(
        ctx,
        visible.map(({ row }) => row.id),
      );
      const now = ctx.now();
      return visible.map(({ row, zone }) =>
        toApiReport(row, deliveryView(row, latest.get(row.id), zone, now)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/system/reports',
    summary: 'Creates a report (reports_edit on every location it covers)',
    tag: TAG,
    auth: true,
    body: reportCreateRequestSchema,
    response: reportSchema,
    status: 201,
    handler: async ({ auth, body, ctx }) => {
      const { columns, corporationId, covered } = await checkedScope(ctx, auth, body);
      const owner = { corporationId, createdBy: auth.userId };
      const row = await insertReport(ctx.db, owner, columns, ctx.now());
      return apiReport(ctx, row, covered);
    },
  });

  onReport.route({
    method: 'GET',
    url: '/api/system/reports/:id',
    summary: 'One report',
    permission: 'reports_view',
    response: reportSchema,
    handler: async ({ ctx, found: { report, covered } }) => apiReport(ctx, report, covered),
  });

  onReport.route({
    method: 'PUT',
    url: '/api/system/reports/:id',
    summary: 'Replaces a report (reports_edit on what it covers before and after)',
    permission: 'reports_edit',
    body: reportUpdateRequestSchema,
    response: reportSchema,
    handler: async ({ auth, body, ctx, found: { report } }) => {
      const { columns, corporationId, covered } = await checkedScope(ctx, auth, body);
      if (corporationId !== report.corporationId) {
        throw new ApiError('ValidationException', 'A report cannot move to another corporation', {
          location_ids: 'A report cannot move to another corporation',
        });
      }
      const row = await replaceReport(ctx.db, report.id, columns, ctx.now());
      if (!row) throw notFound('The report');
      return apiReport(ctx, row, covered);
    },
  });

  onReport.remove({
    url: '/api/system/reports/:id',
    summary: 'Deletes a report with its items and runs',
    permission: 'reports_edit',
    remove: ({ report }) => deleteReport(app.db, report.id),
  });

  registerItemRoutes(app);

  onReport.route({
    method: 'GET',
    url: '/api/system/reports/:id/results',
    summary: "Runs a report: its figures per location, stored as the report's latest run",
    permission: 'reports_view',
    response: reportResultsSchema,
    handler: async ({ auth, request, ctx, found: { report, covered } }) => {
      const overrides = await metricOverrides(ctx.db, report.id);
      const runAt = ctx.now();
      try {
        const results = await computeReportResults(
          ctx,
          auth,
          request.log,
          report,
          covered,
          overrides,
          runAt,
        );
        await recordRun(ctx.db, { reportId: report.id, runAt, status: 'ok', results, error: null });
        return results;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordRun(ctx.db, {
          reportId: report.id,
          runAt,
          status: 'failed',
          results: null,
          error: message,
        });
        throw error;
      }
    },
  });
};

function registerItemRoutes(app: FastifyInstance): void {
  const onReport = reportResource(app);
  /** An item the caller may edit (reports_edit on its report); any other item is a 404. */
  const onItem = resourceRoutes(app, {
    tag: TAG,
    load: async (auth, id) =>
      foundChild(await findItem(app.db, id), 'The report item', (item) =>
        reportAccess(app.appContext, auth, item.reportId, 'reports_edit'),
      ),
  });

  /** The item's location must be one the report covers. */
  const checkCovered = (covered: { id: number }[], locationId: number) => {
    if (!covered.some((location) => location.id === locationId)) {
      throw new ApiError('ValidationException', 'The location is not in this report', {
        location_id: 'The location is not in this report',
      });
    }
  };

  onReport.route({
    method: 'GET',
    url: '/api/system/reports/:id/items',
    summary: "A report's per-location metric overrides",
    permission: 'reports_view',
    response: z.array(reportItemSchema),
    handler: async ({ ctx, found: { report } }) => listItems(ctx.db, report.id),
  });

  onReport.route({
    method: 'POST',
    url: '/api/system/reports/:id/items',
    summary: "Sets one location's metrics in a report (replaces its earlier override)",
    permission: 'reports_edit',
    body: reportItemRequestSchema,
    response: reportItemSchema,
    status: 201,
    handler: async ({ body, ctx, found: { report, covered } }) => {
      const locationId = idIn(body.location_id);
      checkCovered(covered, locationId);
      return upsertItem(ctx.db, report.id, locationId, [...new Set(body.metrics)]);
    },
  });

  onItem.route({
    method: 'PUT',
    url: '/api/system/reportitems/:id',
    summary: "Changes one location's metrics in a report",
    body: reportItemRequestSchema,
    response: reportItemSchema,
    handler: async ({ body, ctx, found: { row: item, covered } }) => {
      const locationId = idIn(body.location_id);
      checkCovered(covered, locationId);
      // One item per location and report: moving an item onto a location that has one is a
      // conflict, not a server error.
      const taken = await itemAt(ctx.db, item.reportId, locationId);
      if (taken !== undefined && taken !== item.id)
        throw new ApiError(
          'ConflictException',
          'This report already has an item for that location',
          { location_id: 'This report already has an item for that location' },
        );
      const changed = await updateItem(ctx.db, item, {
        locationId,
        metrics: [...new Set(body.metrics)],
      });
      if (!changed) throw notFound('The report item');
      return changed;
    },
  });

  onItem.remove({
    url: '/api/system/reportitems/:id',
    summary: "Removes one location's override: the location follows the report's metrics again",
    remove: ({ row }) => deleteItem(app.db, row.id),
  });
}
