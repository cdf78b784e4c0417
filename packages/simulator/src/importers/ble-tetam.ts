// Position-annotated BLE RSSI dataset (datasets/ble-tetam): 12 fixed sensors in a 20.7 m x 17.6 m
// room (`tetam.dev`) and tracks of one beacon walked along known paths (`*_all_sensors.mbd`), every
// row carrying the beacon's ground-truth position. Mapped to gateway placements, detections and
// ground-truth samples in metres.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayPlacement, PositionDetection } from '@footfall/core';

export interface TetamGateway extends GatewayPlacement {
  /** The dataset's sensor name (sensor10 ... sensor42). */
  name: string;
  z: number;
}

export interface TetamDevices {
  gateways: TetamGateway[];
  beacons: { id: string; name: string }[];
}

/** Where the walked beacon really was (metres, epoch ms). */
export interface TruthSample {
  ts: number;
  x: number;
  y: number;
  z: number;
}

export interface TetamTrack {
  detections: PositionDetection[];
  /** One sample per row, in file order (the ground truth is recorded with every reading). */
  truth: TruthSample[];
}

export interface TetamDataset extends TetamDevices {
  tracks: (TetamTrack & { name: string })[];
}

type DeviceEntry = [number[], number, string];

function isDeviceEntry(value: unknown): value is DeviceEntry {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    Array.isArray(value[0]) &&
    value[0].every((n: unknown) => typeof n === 'number') &&
    typeof value[2] === 'string'
  );
}

/** Parses `Label:{json}` lines (the .dev format) into their JSON objects. */
function sections(text: string): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const line of text.split(/\r?\n/)) {
    const [, label, json] = /^\s*(\w+)\s*:\s*(\{.*\})\s*$/.exec(line) ?? [];
    if (!label || !json) continue;
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null)
      found.set(label, parsed as Record<string, unknown>);
  }
  return found;
}

/** `tetam.dev`: `Dongles:{mac: [[x, y, z], colour, name]}` and `Beacons:{mac: [[], colour, name]}`. */
export function parseTetamDevices(text: string): TetamDevices {
  const found = sections(text);
  const dongles = found.get('Dongles');
  if (!dongles) throw new Error('tetam.dev: no Dongles section');
  const gateways = Object.entries(dongles).map(([mac, entry]) => {
    if (!isDeviceEntry(entry) || entry[0].length !== 3)
      throw new Error(`tetam.dev: bad sensor ${mac}`);
    const [x, y, z] = entry[0] as [number, number, number];
    return { id: mac.toLowerCase(), name: entry[2], x, y, z };
  });
  const beacons = Object.entries(found.get('Beacons') ?? {}).map(([mac, entry]) => ({
    id: mac.toLowerCase(),
    name: isDeviceEntry(entry) ? entry[2] : mac,
  }));
  return { gateways, beacons };
}

/** A track file: `timestamp(s),sensorMAC,beaconMAC,RSSI,x,y,z,<3x3 orientation>` per row. */
export function parseTetamTrack(text: string): TetamTrack {
  const detections: PositionDetection[] = [];
  const truth: TruthSample[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const [time, sensorField, beaconField, rssiField, xField, yField, zField] = line.split(',');
    const sensor = sensorField?.trim().toLowerCase();
    const beacon = beaconField?.trim().toLowerCase();
    const [seconds, rssi, x, y, z] = [time, rssiField, xField, yField, zField].map((field) =>
      field === undefined || field.trim() === '' ? Number.NaN : Number(field),
    );
    if (
      !sensor ||
      !beacon ||
      seconds === undefined ||
      rssi === undefined ||
      x === undefined ||
      y === undefined ||
      z === undefined ||
      ![seconds, rssi, x, y, z].every(Number.isFinite)
    )
      throw new Error(`track line ${index + 1}: expected timestamp,sensor,beacon,rssi,x,y,z`);
    const ts = Math.round(seconds * 1000);
    detections.push({ ts, device: beacon, gatewayId: sensor, rssi });
    truth.push({ ts, x, y, z });
  });
  return { detections, truth };
}

/** Reads `tetam.dev` and every `*_all_sensors.mbd` track (sorted by name) from the dataset folder. */
export function readTetamDataset(dir: string): TetamDataset {
  const devices = parseTetamDevices(readFileSync(join(dir, 'tetam.dev'), 'utf8'));
  const suffix = '_all_sensors.mbd';
  const tracks = readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => ({
      name: file.slice(0, -suffix.length),
      ...parseTetamTrack(readFileSync(join(dir, file), 'utf8')),
    }));
  return { ...devices, tracks };
}
