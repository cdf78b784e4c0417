// The bridge from the day's positions to area dwell and journeys: the heatmap's positions indexed
// by device and window, and per device the window -> area function that core's attributeArea
// decides (docs/area-attribution.md). The heatmap counts these very positions, so an area where
// it draws people is an area the visits dwell in and travel through.
import {
  areaMap,
  attributeArea,
  type AreaMap,
  type AreaOutline,
  type EstimatedPosition,
} from '@footfall/core';
import type { AreaOfWindow } from './areas';
import type { SensorPlacement } from './types';

export interface PlanPosition {
  floorPlanId: number;
  x: number;
  y: number;
}

/** Per device, per window start (epoch ms), its position on each plan it was heard on. */
export type DevicePositions = ReadonlyMap<string, ReadonlyMap<number, readonly PlanPosition[]>>;

/** What area attribution reads for a day: the outlines and the positions. */
export interface AreaAttribution {
  areas: AreaMap;
  positions: DevicePositions;
}

/** No outlines and no positions: every window goes to its strongest gateway's area. */
export const GATEWAY_AREAS_ONLY: AreaAttribution = { areas: new Map(), positions: new Map() };

export function indexPositions(
  plans: readonly { floorPlanId: number; positions: readonly EstimatedPosition[] }[],
): DevicePositions {
  const index = new Map<string, Map<number, PlanPosition[]>>();
  for (const { floorPlanId, positions } of plans) {
    for (const { device, ts, x, y } of positions) {
      let windows = index.get(device);
      if (!windows) index.set(device, (windows = new Map()));
      const list = windows.get(ts);
      const position = { floorPlanId, x, y };
      if (list) list.push(position);
      else windows.set(ts, [position]);
    }
  }
  return index;
}

export function areaAttribution(
  outlines: readonly AreaOutline[],
  positions: DevicePositions,
): AreaAttribution {
  return { areas: areaMap(outlines), positions };
}

/** One device's window -> area: its position on the strongest gateway's plan decides. */
export function areaOfWindowFor(
  attribution: AreaAttribution,
  sensors: ReadonlyMap<number, SensorPlacement>,
  device: string,
): AreaOfWindow {
  const windows = attribution.positions.get(device);
  return (strongestSensorId, windowStart) => {
    const gateway = sensors.get(strongestSensorId);
    const plan = gateway?.floorPlanId ?? null;
    const position =
      plan === null
        ? null
        : (windows?.get(windowStart)?.find((p) => p.floorPlanId === plan) ?? null);
    return attributeArea(attribution.areas, {
      position,
      strongestGatewayArea: gateway?.areaId ?? null,
    });
  };
}
