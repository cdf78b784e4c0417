// The gateways and door counters on a plan: the location's first plan comes with what is on it
// (GET v1/locations/{id}/floor-plan); another plan takes them from the lists.
import type { LocationFloorPlan } from '@footfall/core';
import type { PlanItem } from './use-plan-items';

export function onPlanItems(
  mine: LocationFloorPlan | undefined,
  floorPlanId: string,
  fromLists: PlanItem[],
): PlanItem[] {
  if (!mine) return fromLists;
  return [
    ...mine.sensors.map((s) => ({
      kind: 'sensor' as const,
      id: s.id,
      label: s.name ?? s.serial,
      floor_plan_id: floorPlanId,
      x_m: s.x_m,
      y_m: s.y_m,
    })),
    ...mine.door_counters.map((d) => ({
      kind: 'tag' as const,
      id: d.id,
      label: d.name,
      floor_plan_id: floorPlanId,
      x_m: d.x_m,
      y_m: d.y_m,
    })),
  ];
}
