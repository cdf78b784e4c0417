// Connectivity answer -> one row per gateway for the status table (issue 6, item 8).
import type { ConnectivityResponse } from '@footfall/core';

type Gateway = ConnectivityResponse['gateways'][number];

export interface GatewayRow {
  sensorId: number;
  /** The gateway's name, or its serial without one. */
  label: string;
  serial: string;
  online: boolean;
  /** ISO instant, or null if never seen. */
  lastSeen: string | null;
  /** 0-100 over the range. */
  uptimePct: number;
  detections: number;
  gapHours: number;
}

export const gatewayLabel = (gateway: Pick<Gateway, 'name' | 'serial'>) =>
  gateway.name?.trim() ? gateway.name.trim() : gateway.serial;

/** Offline gateways first (they need attention), then by name. */
export function gatewayRows(gateways: readonly Gateway[]): GatewayRow[] {
  return gateways
    .map((gateway) => ({
      sensorId: gateway.sensor_id,
      label: gatewayLabel(gateway),
      serial: gateway.serial,
      online: gateway.online,
      lastSeen: gateway.last_seen,
      uptimePct: gateway.uptime_pct,
      detections: gateway.detections,
      gapHours: gateway.gap_hours,
    }))
    .sort(
      (a, b) =>
        Number(a.online) - Number(b.online) ||
        a.label.localeCompare(b.label) ||
        a.sensorId - b.sensorId,
    );
}
