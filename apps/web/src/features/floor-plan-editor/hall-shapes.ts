// What the plan shows besides its markers, derived from the answers: the booths of an
// attendee-tracking hall with their outlines on this plan, and every named polygon (plain areas
// and booth outlines) that marker labels must keep clear of.
import type { Area, FloorPlan } from '@footfall/core';
import type { Booth } from './booths-panel';
import type { NamedArea } from './plan-markers';

export interface HallShapes {
  /** Areas of this plan that outline one of the show's booths. */
  outlines: Area[];
  /** The show's booths, each with the id of its outline here (or null). */
  booths: Booth[];
  /** The plan's plain areas: those with a polygon that outline no booth. */
  plainAreas: (Area & { polygon: NonNullable<Area['polygon']> })[];
  /** Plain areas by their names, booth outlines by their booths' names. */
  namedAreas: NamedArea[];
}

export function hallShapes(
  floorPlanId: FloorPlan['id'],
  /** The areas of the location's floor plan answer, when it is this plan's. */
  planAreas: readonly Area[],
  /** Every area of the location (booth outlines on any of its plans). */
  allAreas: readonly Area[],
  boothLocations: readonly Omit<Booth, 'outlineId'>[],
): HallShapes {
  const outlines = allAreas.filter(
    (area) =>
      area.floor_plan_id === floorPlanId &&
      area.booth_location_id !== null &&
      boothLocations.some((booth) => booth.id === area.booth_location_id),
  );
  const booths: Booth[] = boothLocations.map((booth) => ({
    ...booth,
    outlineId: outlines.find((area) => area.booth_location_id === booth.id)?.id ?? null,
  }));
  const outlineIds = new Set(outlines.map((area) => area.id));
  const plainAreas = planAreas.flatMap((area) =>
    area.polygon && !outlineIds.has(area.id) ? [{ ...area, polygon: area.polygon }] : [],
  );
  const namedAreas = [
    ...plainAreas.map((area) => ({ name: area.name, polygon: area.polygon })),
    ...outlines.flatMap((area) => {
      const booth = booths.find((b) => b.id === area.booth_location_id);
      return booth && area.polygon ? [{ name: booth.name, polygon: area.polygon }] : [];
    }),
  ];
  return { outlines, booths, plainAreas, namedAreas };
}
