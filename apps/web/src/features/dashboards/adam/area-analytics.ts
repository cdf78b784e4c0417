// ADAM area analytics: dwell per area and per area group, and each area's attraction (the share
// of the location's visitors who went into it; core's areaAttraction, computed by the API).
import type { DwellAreasResponse, DwellGroupAreasResponse } from '@footfall/core';

export interface AreaRow {
  id: number;
  name: string;
  visitors: number;
  dwellTotalS: number;
  /** Null when nobody went in. */
  avgDwellS: number | null;
  /** Area visitors / location visitors, as the API answers it; null without location visitors. */
  attraction: number | null;
}

const byVisitors = (a: AreaRow, b: AreaRow) =>
  b.visitors - a.visitors || a.name.localeCompare(b.name) || a.id - b.id;

function toRow(
  id: number,
  figures: {
    name: string;
    visitors: number;
    dwell_s_total: number;
    avg_dwell_s: number | null;
    attraction: number | null;
  },
): AreaRow {
  return {
    id,
    name: figures.name,
    visitors: figures.visitors,
    dwellTotalS: figures.dwell_s_total,
    avgDwellS: figures.avg_dwell_s,
    attraction: figures.attraction,
  };
}

/** Every area of the location, most visited first. */
export function areaRows(response: DwellAreasResponse): AreaRow[] {
  return response.areas.map((area) => toRow(area.area_id, area)).sort(byVisitors);
}

/** Every area group, most visited first; a visitor may count in several groups. */
export function areaGroupRows(response: DwellGroupAreasResponse): AreaRow[] {
  return response.groups.map((group) => toRow(group.group_id, group)).sort(byVisitors);
}

/** Rows ordered for the dwell chart: longest average dwell first, areas nobody visited last. */
export function byAverageDwell(rows: readonly AreaRow[]): AreaRow[] {
  return [...rows].sort(
    (a, b) => (b.avgDwellS ?? -1) - (a.avgDwellS ?? -1) || a.name.localeCompare(b.name),
  );
}
