// Heatmaps (docs/product.md section 11): positions counted per floor-plan grid cell (1 m by
// default) per hour. Positions come from core's estimator, run once per floor plan with the
// gateways placed on it, so a device is never averaged between two floors.
import { hourIndex } from './hours';
import type { RawDetection, SensorPlacement } from './types';
import { idIn, idOut } from '../../db/ids';

export const HEATMAP_CELL_M = 1;

export interface HeatmapCell {
  hour: number;
  floorPlanId: number;
  cellX: number;
  cellY: number;
  count: number;
}

export interface PlacedGateway {
  id: string;
  x: number;
  y: number;
  z?: number;
}

/** Gateways with a floor plan and a position, grouped by floor plan. */
export function placedGatewaysByPlan(
  sensors: readonly SensorPlacement[],
): Map<number, PlacedGateway[]> {
  const plans = new Map<number, PlacedGateway[]>();
  for (const sensor of sensors) {
    if (sensor.floorPlanId === null || sensor.x === null || sensor.y === null) continue;
    const gateway: PlacedGateway = { id: idOut(sensor.id), x: sensor.x, y: sensor.y };
    if (sensor.z !== null) gateway.z = sensor.z;
    const list = plans.get(sensor.floorPlanId);
    if (list) list.push(gateway);
    else plans.set(sensor.floorPlanId, [gateway]);
  }
  return plans;
}

/** The detections heard by one plan's gateways, in the estimator's shape. */
export function positionInputs(
  detections: readonly RawDetection[],
  gateways: readonly PlacedGateway[],
): { ts: number; device: string; gatewayId: string; rssi: number }[] {
  const ids = new Map(gateways.map((gateway) => [idIn(gateway.id), gateway.id]));
  const inputs: { ts: number; device: string; gatewayId: string; rssi: number }[] = [];
  for (const detection of detections) {
    const gatewayId = ids.get(detection.sensorId);
    if (gatewayId !== undefined)
      inputs.push({ ts: detection.ts, device: detection.device, gatewayId, rssi: detection.rssi });
  }
  return inputs;
}

/** Counts of positions per hour and cell of one floor plan; non-finite positions are skipped. */
export function heatmapCells(
  positions: readonly { ts: number; x: number; y: number }[],
  hourStarts: readonly number[],
  dayEnd: number,
  floorPlanId: number,
  cellM = HEATMAP_CELL_M,
): HeatmapCell[] {
  const cells = new Map<string, HeatmapCell>();
  for (const position of positions) {
    if (!Number.isFinite(position.x) || !Number.isFinite(position.y)) continue;
    if (position.ts >= dayEnd) continue;
    const hour = hourIndex(hourStarts, position.ts);
    if (hour < 0) continue;
    const cellX = Math.floor(position.x / cellM);
    const cellY = Math.floor(position.y / cellM);
    const key = `${hour}:${cellX}:${cellY}`;
    const cell = cells.get(key);
    if (cell) cell.count++;
    else cells.set(key, { hour, floorPlanId, cellX, cellY, count: 1 });
  }
  return [...cells.values()];
}
