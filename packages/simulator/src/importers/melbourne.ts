// City of Melbourne pedestrian counts (datasets/melbourne): hourly walk-by counts per sensor,
// mapped to counting-gateway intervals, one location per sensor.
import { parseCsvLine, zonedTimeToUtc } from '@footfall/core';

export const MELBOURNE_TIME_ZONE = 'Australia/Melbourne';

export type CountInterval = { start: string; end: string; count: number };

export interface MelbourneSensorCounts {
  sensorId: number;
  sensorName: string;
  /** Hourly intervals in time order; Hour h of a local day covers [h:00, h+1:00). */
  intervals: CountInterval[];
}

export interface MelbourneCounts {
  sensors: Map<number, MelbourneSensorCounts>;
  /** Data rows read (header excluded). */
  rows: number;
  /** Rows dropped because the sensor id or the count is not a number (the file has a few "NaN"). */
  skipped: number;
}

export interface MelbourneSensorLocation {
  sensorId: number;
  /** The long name (the counts file's SensorName), e.g. "Princes Bridge". */
  name: string;
  /** The sensor's short code, e.g. "PriNW_T". */
  code: string;
  latitude: number | null;
  longitude: number | null;
}

/** The serial of the counting gateway that stands for a sensor. */
export const melbourneGatewaySerial = (sensorId: number): string => `MELB-${sensorId}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "01-Jan-2014" -> "2014-01-01". */
export function melbourneDate(value: string): string {
  const [, day, monthName, year] = /^(\d{1,2})-([A-Z][a-z]{2})-(\d{4})$/.exec(value.trim()) ?? [];
  const month = monthName ? MONTHS.indexOf(monthName) + 1 : 0;
  if (!day || month === 0) throw new Error(`Not a Melbourne date (DD-Mon-YYYY): "${value}"`);
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;

const COUNT_COLUMNS = ['Date', 'Hour', 'SensorID', 'SensorName', 'PedestrianCount'] as const;
const LOCATION_COLUMNS = [
  'Sensor ID',
  'Sensor Name',
  'Sensor Description',
  'Latitude',
  'Longitude',
] as const;

/** The CSV's data rows (blank lines dropped) and where each named column sits in its header. */
function readCsv<const Names extends readonly string[]>(
  text: string,
  names: Names,
): { columns: { [K in keyof Names]: number }; rows: string[][] } {
  const [headerLine = '', ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = parseCsvLine(headerLine).map((name) => name.trim());
  const columns = names.map((name) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`The Melbourne file has no "${name}" column`);
    return index;
  });
  return {
    columns: columns as { [K in keyof Names]: number },
    rows: lines.map((line) => parseCsvLine(line)),
  };
}

/**
 * Parses `hourly_counts_2014.csv` (`Date,Day_of_week,Hour,SensorID,SensorName,PedestrianCount`).
 * Local hours are converted with the zone rules: on the autumn change the repeated 02:00 is taken
 * as its first occurrence; rows that land on the same instant are summed so no count is lost.
 */
export function parseMelbourneCounts(text: string): MelbourneCounts {
  const { columns, rows } = readCsv(text, COUNT_COLUMNS);
  const [dateAt, hourAt, idAt, nameAt, countAt] = columns;
  const hourStarts = new Map<string, number>();
  const bySensor = new Map<number, { name: string; counts: Map<number, number> }>();
  let skipped = 0;
  for (const fields of rows) {
    const sensorId = Number(fields[idAt]);
    const count = Number(fields[countAt]);
    const hour = Number(fields[hourAt]);
    const valid = [sensorId, count, hour].every(Number.isInteger) && count >= 0;
    if (!valid || hour < 0 || hour > 23) {
      skipped += 1;
      continue;
    }
    const key = `${fields[dateAt]}|${hour}`;
    let start = hourStarts.get(key);
    if (start === undefined) {
      let date: string;
      try {
        date = melbourneDate(fields[dateAt] ?? '');
      } catch {
        // A row without a readable date is skipped and counted like any other unusable row.
        skipped += 1;
        continue;
      }
      start = zonedTimeToUtc(date, hour, MELBOURNE_TIME_ZONE);
      hourStarts.set(key, start);
    }
    let sensor = bySensor.get(sensorId);
    if (!sensor) {
      sensor = { name: (fields[nameAt] ?? '').trim(), counts: new Map() };
      bySensor.set(sensorId, sensor);
    }
    sensor.counts.set(start, (sensor.counts.get(start) ?? 0) + count);
  }
  const sensors = new Map<number, MelbourneSensorCounts>();
  for (const [sensorId, { name, counts }] of [...bySensor].sort((a, b) => a[0] - b[0])) {
    const intervals = [...counts]
      .sort((a, b) => a[0] - b[0])
      .map(([start, count]) => ({
        start: new Date(start).toISOString(),
        end: new Date(start + HOUR_MS).toISOString(),
        count,
      }));
    sensors.set(sensorId, { sensorId, sensorName: name, intervals });
  }
  return { sensors, rows: rows.length, skipped };
}

/** Parses `sensor_locations.csv` (`Sensor ID,Sensor Name,Sensor Description,...,Latitude,Longitude`). */
export function parseMelbourneSensorLocations(text: string): Map<number, MelbourneSensorLocation> {
  const { columns, rows } = readCsv(text, LOCATION_COLUMNS);
  const [idAt, codeAt, nameAt, latAt, longAt] = columns;
  const sensors = new Map<number, MelbourneSensorLocation>();
  for (const fields of rows) {
    const sensorId = Number(fields[idAt]);
    if (!Number.isInteger(sensorId)) continue;
    const coordinate = (value: string | undefined) => {
      const number = value === undefined || value.trim() === '' ? NaN : Number(value);
      return Number.isFinite(number) ? number : null;
    };
    sensors.set(sensorId, {
      sensorId,
      name: (fields[nameAt] ?? '').trim(),
      code: (fields[codeAt] ?? '').trim(),
      latitude: coordinate(fields[latAt]),
      longitude: coordinate(fields[longAt]),
    });
  }
  return sensors;
}
