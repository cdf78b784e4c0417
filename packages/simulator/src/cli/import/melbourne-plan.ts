// melbourne: one location per sensor. With `--location <id>` each sensor's location is found by
// name in that location's folder or created there (RETAIL, PLUS, Australia/Melbourne, AUS); with
// `--location <SensorID>=<locationId>` pairs the given locations are used. Each location's key
// is rotated and its counts sent as counting gateway MELB-<SensorID>.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Location } from '@footfall/core';
import type { ApiSession } from '../../client';
import {
  MELBOURNE_TIME_ZONE,
  melbourneGatewaySerial,
  parseMelbourneCounts,
  parseMelbourneSensorLocations,
  type MelbourneSensorCounts,
  type MelbourneSensorLocation,
} from '../../importers/melbourne';
import { countBatches } from './batches';
import type { ImportArgs } from './args';
import type { SendJob, Print } from './send';
import { DEFAULT_BATCH_SIZE } from './plans';
import { UsageError } from './args';

/** The counts file and, if given, sensor_locations.csv (told apart by their header). */
function readMelbourneFiles(files: string[]) {
  let counts: ReturnType<typeof parseMelbourneCounts> | null = null;
  let countsFile = '';
  let places = new Map<number, MelbourneSensorLocation>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const header = text.slice(0, text.indexOf('\n'));
    if (header.includes('PedestrianCount')) {
      if (counts) throw new UsageError('melbourne takes one hourly counts file');
      counts = parseMelbourneCounts(text);
      countsFile = path.basename(file);
    } else if (header.includes('Sensor ID')) places = parseMelbourneSensorLocations(text);
    else throw new UsageError(`${file} is neither hourly counts nor sensor locations`);
  }
  if (!counts) throw new UsageError('melbourne needs hourly_counts_2014.csv');
  return { counts, countsFile, places };
}

function selectSensors(
  args: ImportArgs,
  sensors: Map<number, MelbourneSensorCounts>,
): MelbourneSensorCounts[] {
  const wanted = args.sensorLocations.size > 0 ? [...args.sensorLocations.keys()] : args.sensors;
  if (wanted === null) return [...sensors.values()];
  if (args.sensors && args.sensorLocations.size > 0) {
    const unpaired = args.sensors.filter((id) => !args.sensorLocations.has(id));
    if (unpaired.length > 0)
      throw new UsageError(`--sensors ${unpaired.join(',')} have no SensorID=locationId pair`);
  }
  const ids = args.sensors ?? wanted;
  const selected = ids.flatMap((id) => sensors.get(id) ?? []);
  if (selected.length < ids.length) {
    const missing = ids.filter((id) => !sensors.has(id));
    throw new UsageError(`Sensor(s) ${missing.join(', ')} are not in the counts file`);
  }
  return selected;
}

function address(place: MelbourneSensorLocation | undefined): string | undefined {
  if (!place || place.latitude === null || place.longitude === null) return undefined;
  return `Melbourne VIC, Australia (${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)})`;
}

/** The sensor's location in the base location's folder: reused by name, else created. */
async function sensorLocation(
  session: ApiSession,
  base: Location,
  existing: Location[],
  sensor: MelbourneSensorCounts,
  place: MelbourneSensorLocation | undefined,
): Promise<{ location: Location; created: boolean }> {
  const found = existing.find(
    (location) =>
      location.name === sensor.sensorName &&
      location.folder_id === base.folder_id &&
      location.corporation_id === base.corporation_id &&
      location.timezone === MELBOURNE_TIME_ZONE,
  );
  if (found) return { location: found, created: false };
  const where = address(place);
  const location = await session.post<Location>('/system/locations', {
    name: sensor.sensorName,
    type: 'RETAIL',
    service: 'PLUS',
    country: 'AUS',
    timezone: MELBOURNE_TIME_ZONE,
    folder_id: base.folder_id,
    corporation_id: base.corporation_id,
    ...(where ? { address: where } : {}),
  });
  return { location, created: true };
}

/** Reads the files and picks the sensors; prints what was found. */
export function melbourneSelection(args: ImportArgs, print: Print) {
  const { counts, countsFile, places } = readMelbourneFiles(args.files);
  const sensors = selectSensors(args, counts.sensors);
  print(
    `${countsFile}: ${counts.rows} rows, ${counts.skipped} without a usable sensor, count, hour or date left out, ${sensors.length} of ${counts.sensors.size} sensors selected`,
  );
  return { sensors, countsFile, places };
}

export async function melbourneJobs(
  args: ImportArgs,
  session: ApiSession,
  print: Print,
): Promise<{ jobs: SendJob[]; rotated: string[] }> {
  const { sensors, countsFile, places } = melbourneSelection(args, print);
  const base = args.locations[0]
    ? await session.get<Location>(`/v1/locations/${args.locations[0]}`)
    : null;
  const existing = base ? await session.get<Location[]>('/v1/locations') : [];
  const jobs: SendJob[] = [];
  const rotated: string[] = [];
  for (const sensor of sensors) {
    let locationId = args.sensorLocations.get(sensor.sensorId);
    if (!locationId && base) {
      const { location, created } = await sensorLocation(
        session,
        base,
        existing,
        sensor,
        places.get(sensor.sensorId),
      );
      locationId = location.id;
      print(
        `  sensor ${sensor.sensorId} "${sensor.sensorName}": location ${location.id} ${created ? 'created' : 'reused'}`,
      );
    }
    if (!locationId) throw new Error(`No location for sensor ${sensor.sensorId}`);
    const apiKey = await session.rotateApiKey(locationId);
    rotated.push(locationId);
    const target = melbourneGatewaySerial(sensor.sensorId);
    const source = { kind: 'melbourne', locationId, file: countsFile, target };
    const size = args.batchSize ?? DEFAULT_BATCH_SIZE.melbourne;
    jobs.push({
      label: `sensor ${sensor.sensorId} -> location ${locationId}`,
      apiKey,
      batches: countBatches(source, sensor.intervals, size),
    });
  }
  return { jobs, rotated };
}
