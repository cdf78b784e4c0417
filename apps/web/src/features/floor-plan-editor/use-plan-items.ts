// The location's gateways and door counters as the floor-plan editor needs them: those placed on
// the plan being edited and those not on it yet. The lists are asked for only when the user holds a
// locations_sensors_ / locations_tags_ permission; placing needs the matching _edit permission.
import { hasPermissionPrefix, parsePermissions } from '@footfall/core';
import { useSensors } from '../../api/sensors';
import { useTags } from '../../api/tags';
import { useUserPermissions } from '../../api/user-permissions';

export type ItemKind = 'sensor' | 'tag';

export interface PlanItem {
  kind: ItemKind;
  id: string;
  label: string;
  floor_plan_id: string | null;
  x_m: number | null;
  y_m: number | null;
}

export const isOnPlan = (item: PlanItem, floorPlanId: string) =>
  item.floor_plan_id === floorPlanId && item.x_m !== null && item.y_m !== null;

export function usePlanItems(locationId: string, floorPlanId: string) {
  const permissions = useUserPermissions(locationId);
  const granted = parsePermissions(permissions.data?.permissions);
  const seesSensors = permissions.isSuccess && hasPermissionPrefix(granted, 'locations_sensors_');
  const seesTags = permissions.isSuccess && hasPermissionPrefix(granted, 'locations_tags_');
  const sensors = useSensors(locationId, seesSensors);
  const tags = useTags(locationId, seesTags);

  const items: PlanItem[] = [
    ...(sensors.data ?? []).map((sensor) => ({
      kind: 'sensor' as const,
      id: sensor.id,
      label: sensor.name ?? sensor.serial,
      floor_plan_id: sensor.floor_plan_id,
      x_m: sensor.x_m,
      y_m: sensor.y_m,
    })),
    ...(tags.data ?? [])
      .filter((tag) => tag.tag_service === 'DOORCOUNTER')
      .map((tag) => ({
        kind: 'tag' as const,
        id: tag.id,
        label: tag.name,
        floor_plan_id: tag.floor_plan_id,
        x_m: tag.x_m,
        y_m: tag.y_m,
      })),
  ];
  const lists = [...(seesSensors ? [sensors] : []), ...(seesTags ? [tags] : [])];

  return {
    /** The user may see gateways or door counters: the "not on the plan yet" panel is shown. */
    visible: seesSensors || seesTags,
    pending: lists.some((list) => list.isPending),
    failed: lists.some((list) => list.isError),
    retry: () => lists.forEach((list) => void list.refetch()),
    canPlace: (kind: ItemKind) =>
      granted.has(kind === 'sensor' ? 'locations_sensors_edit' : 'locations_tags_edit'),
    onPlan: items.filter((item) => isOnPlan(item, floorPlanId)),
    unplaced: items.filter((item) => !isOnPlan(item, floorPlanId)),
  };
}
