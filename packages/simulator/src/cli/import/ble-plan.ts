// ble: the tetam.dev tracks as detections of their 12 sensors (the demo registry owns those MACs
// as free gateways, so the first batch connects them to the location). The walked beacon's MAC is
// hashed as a gateway would; its address is fixed, so randomized is false.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeSerial } from '@footfall/core';
import type { Detection } from '../../client';
import { hashMac } from '../../importers/brno';
import { parseTetamDevices, parseTetamTrack } from '../../importers/ble-tetam';
import { UsageError } from './args';

export const BLE_DEVICE_SALT = 'footfall-import';

export interface BleRecording {
  /** The track file's name. */
  name: string;
  byGateway: Map<string, Detection[]>;
  /** The track's last instant: every gateway's part moves by the same weeks. */
  endMs: number;
  count: number;
  /** Sensors heard in the track that tetam.dev does not list (when it is given). */
  unknownGateways: string[];
}

export function bleRecordings(files: string[]): BleRecording[] {
  const deviceFile = files.find((file) => file.endsWith('.dev'));
  const known = deviceFile
    ? new Set(parseTetamDevices(readFileSync(deviceFile, 'utf8')).gateways.map((g) => g.id))
    : null;
  const tracks = files.filter((file) => file !== deviceFile);
  if (tracks.length === 0) throw new UsageError('ble needs at least one *_all_sensors.mbd track');
  return tracks.map((file) => {
    const track = parseTetamTrack(readFileSync(file, 'utf8'));
    const byGateway = new Map<string, Detection[]>();
    const unknown = new Set<string>();
    const hashes = new Map<string, string>();
    let endMs = -Infinity;
    for (const detection of track.detections) {
      if (known && !known.has(detection.gatewayId)) unknown.add(detection.gatewayId);
      const gateway = normalizeSerial(detection.gatewayId) ?? detection.gatewayId;
      let device = hashes.get(detection.device);
      if (!device) {
        device = hashMac(detection.device, BLE_DEVICE_SALT);
        hashes.set(detection.device, device);
      }
      const list = byGateway.get(gateway) ?? [];
      list.push({
        ts: new Date(detection.ts).toISOString(),
        device,
        rssi: Math.round(detection.rssi),
        randomized: false,
      });
      byGateway.set(gateway, list);
      if (detection.ts > endMs) endMs = detection.ts;
    }
    return {
      name: path.basename(file),
      byGateway,
      endMs,
      count: track.detections.length,
      unknownGateways: [...unknown],
    };
  });
}
