// POST system/locations/{id}/sensors/import: the CSV hardware import (issue 4). The file is
// parsed whole first: any invalid line answers 400 with every line's problem and changes
// nothing. Then each row gets exactly one of docs/product.md section 5's outcomes; dry_run true
// stops there (the preview), false connects every "added" row, each in its own guarded statement,
// so a row lands whole or not at all.
import {
  formatCsvError,
  hardwareImportRequestSchema,
  hardwareImportResultSchema,
  parseHardwareCsv,
  summarizeImport,
  type HardwareCsvRow,
  type HardwareImportRow,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { listAreas } from '../areas/area-store';
import { firstFloorPlan } from '../floor-plans/floor-plan-store';
import { ApiError } from '../http/errors';
import {
  connectFreeSensor,
  placementMessage,
  placementOf,
  registryRows,
  type Placement,
} from './registry';
import { locationResource } from '../organisation/location-resource';

function csvError(errors: { line: number; message: string }[]): ApiError {
  const fields: Record<string, string> = {};
  const [first] = errors;
  if (first) fields.csv = formatCsvError(first);
  for (const error of errors) {
    const key = `csv.${error.line}`;
    fields[key] = fields[key] ? `${fields[key]}; ${error.message}` : error.message;
  }
  return new ApiError('ValidationException', fields.csv ?? 'CSV is not valid', fields);
}

export const importRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'sensors');
  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/sensors/import',
    summary:
      'CSV hardware import (serial|mac,name,area,height,x,y): dry_run true previews, false connects; one outcome per row, as docs/product.md words it (needs locations_sensors_edit)',
    permission: 'locations_sensors_edit',
    body: hardwareImportRequestSchema,
    response: hardwareImportResultSchema,
    handler: async ({ body, ctx, found: { location, scope } }) => {
      const parsed = parseHardwareCsv(body.csv);
      if (parsed.errors.length > 0) throw csvError(parsed.errors);

      const registry = new Map(
        (
          await registryRows(
            ctx,
            parsed.rows.map((row) => row.serial),
          )
        ).map((row) => [row.serial, row]),
      );
      const areaRows = await listAreas(ctx.db, location.id);
      const areaIdOf = (name: string | null) =>
        name === null
          ? null
          : (areaRows.find((area) => area.name.trim().toLowerCase() === name.toLowerCase())?.id ??
            null);
      // Positions are on the location's (first) floor plan, when it has one.
      const plan = await firstFloorPlan(ctx.db, location.id);

      const apply = async (row: HardwareCsvRow): Promise<Placement> => {
        const existing = registry.get(row.serial);
        const placement = placementOf(existing, location, scope);
        if (body.dry_run || placement.outcome !== 'added' || !existing) return placement;
        const connected = await connectFreeSensor(ctx, existing.id, location, {
          name: row.name ?? existing.name,
          areaId: areaIdOf(row.area),
          heightCm: row.height_cm,
          xM: row.x_m,
          yM: row.y_m,
          floorPlanId: row.x_m !== null && row.y_m !== null ? (plan?.id ?? null) : null,
        });
        if (connected) return placement;
        // Taken meanwhile: report where it stands now; this row changed nothing.
        const [now] = await registryRows(ctx, [row.serial]);
        return placementOf(now, location, scope);
      };

      const rows: HardwareImportRow[] = [];
      for (const row of parsed.rows) {
        const placement = await apply(row);
        rows.push({
          line: row.line,
          serial: row.serial,
          outcome: placement.outcome,
          message: placementMessage(placement),
          ...(placement.locationName !== undefined
            ? { location_name: placement.locationName }
            : {}),
        });
      }
      return { dry_run: body.dry_run, rows, summary: summarizeImport(rows) };
    },
  });
};
