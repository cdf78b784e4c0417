// Command-line arguments of `npm run import -- <kind> <file...> --location <id> [options]`.
import path from 'node:path';
import { parseArgs } from 'node:util';

export const IMPORT_KINDS = ['calit2', 'brno', 'ble', 'melbourne'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const DEFAULT_URL = 'http://127.0.0.1:8080';

export const USAGE = `Usage: npm run import -- <kind> <file...> --location <id> [options]

kinds:
  calit2     CalIt2.data                       -> door counts of tag CALIT2-MAIN-DOOR
  brno       sc6-61_<date>_position_1.csv ...  -> detections of gateway BRNO-SC6-61-P1
  ble        tetam.dev <track>.mbd ...         -> detections of the 12 tetam.dev gateways
  melbourne  hourly_counts_2014.csv [sensor_locations.csv]
             -> one location per sensor, counts of gateway MELB-<SensorID>

options:
  --location <id>          the location that receives the data (melbourne: the location whose
                           folder receives one new location per sensor), or, melbourne only,
                           --location <SensorID>=<locationId> once per sensor to reuse locations
  --sensors 1,2,3          melbourne: import only these sensors
  --url <origin>           the server (default ${DEFAULT_URL})
  --api-key <key>          the location's API key (or FOOTFALL_API_KEY)
  --email <e> --password <p>  sign in instead (or FOOTFALL_EMAIL / FOOTFALL_PASSWORD); ROTATES
                           the location's API key: its gateways must then be given the new key
  --no-shift               brno, ble: keep the recorded dates (default: moved by whole weeks to
                           end within the last 7 days)
  --now <ISO date-time>    the instant the shift is computed from (default: now)
  --retention-days <n>     the location's raw data retention the shift must fit in (default 7)
  --batch-size <n>         items per batch (at most 10000)
  --dry-run                read the files and print what would be sent, send nothing
  --help`;

export class UsageError extends Error {}

export interface ImportArgs {
  kind: ImportKind;
  files: string[];
  /** Plain location ids (normally one). */
  locations: string[];
  /** melbourne: SensorID -> location id pairs. */
  sensorLocations: Map<number, string>;
  sensors: number[] | null;
  url: string;
  apiKey: string | null;
  email: string | null;
  password: string | null;
  shift: boolean;
  now: Date;
  retentionDays: number;
  batchSize: number | null;
  dryRun: boolean;
}

// Node's own parser: `--name value` and `--name=value`, flags, positionals. Every value option may
// be repeated as far as the parser goes; the rules below say which may be and which may not.
const OPTIONS = {
  location: { type: 'string', multiple: true },
  sensors: { type: 'string', multiple: true },
  url: { type: 'string', multiple: true },
  'api-key': { type: 'string', multiple: true },
  email: { type: 'string', multiple: true },
  password: { type: 'string', multiple: true },
  now: { type: 'string', multiple: true },
  'retention-days': { type: 'string', multiple: true },
  'batch-size': { type: 'string', multiple: true },
  shift: { type: 'boolean' },
  'no-shift': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
type ValueOption = {
  [K in keyof typeof OPTIONS]: (typeof OPTIONS)[K]['type'] extends 'string' ? K : never;
}[keyof typeof OPTIONS];

/** parseArgs's own errors (unknown option, missing value) as usage errors. */
function readArgv(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(`Unknown option ${/'([^']+)'/.exec(String(error))?.[1] ?? ''}`.trim());
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new UsageError(
        `${/--[\w-]+/.exec((error as Error).message)?.[0] ?? 'An option'} needs a value`,
      );
    throw error;
  }
}

const ID = /^[1-9]\d*$/;

function positiveInteger(option: string, value: string, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new UsageError(`--${option} must be a whole number from 1 to ${max}, not "${value}"`);
  return number;
}

/** Reads argv (after the script name). `cwd` resolves relative file paths. */
export function parseImportArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): ImportArgs | 'help' {
  const { values: parsed, positionals: positional } = readArgv(argv);
  if (parsed.help) return 'help';
  if (parsed.shift && parsed['no-shift'])
    throw new UsageError('Give --shift or --no-shift, not both');
  const shift = parsed.shift ? true : parsed['no-shift'] ? false : null;
  const dryRun = parsed['dry-run'] ?? false;
  const values = new Map<ValueOption, string[]>();
  for (const name of Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]) {
    const given = parsed[name];
    if (!Array.isArray(given)) continue;
    const empty = given.find((value) => value === '');
    if (empty !== undefined) throw new UsageError(`--${name} needs a value`);
    values.set(name as ValueOption, given);
  }
  const single = (name: ValueOption): string | null => {
    const list = values.get(name) ?? [];
    if (list.length > 1) throw new UsageError(`--${name} is given more than once`);
    return list[0] ?? null;
  };

  const [kindArg, ...fileArgs] = positional;
  if (!kindArg) throw new UsageError('Say what to import: calit2, brno, ble or melbourne');
  if (!(IMPORT_KINDS as readonly string[]).includes(kindArg))
    throw new UsageError(`Unknown kind "${kindArg}": use calit2, brno, ble or melbourne`);
  const kind = kindArg as ImportKind;
  if (fileArgs.length === 0) throw new UsageError(`Name the ${kind} file(s) to import`);

  const locations: string[] = [];
  const sensorLocations = new Map<number, string>();
  for (const value of values.get('location') ?? []) {
    const [, sensorId, pairedLocation] = /^(\d+)=(\d+)$/.exec(value) ?? [];
    if (sensorId && pairedLocation && kind === 'melbourne') {
      if (!ID.test(pairedLocation)) throw new UsageError(`--location ${value}: not a location id`);
      sensorLocations.set(Number(sensorId), pairedLocation);
    } else if (ID.test(value)) locations.push(value);
    else throw new UsageError(`--location must be a location id, not "${value}"`);
  }
  if (locations.length + sensorLocations.size === 0)
    throw new UsageError('--location <id> is required: the location that receives the data');
  if (locations.length > 1) throw new UsageError('--location is given more than once');
  if (locations.length > 0 && sensorLocations.size > 0)
    throw new UsageError('Give either one --location <id> or SensorID=locationId pairs, not both');

  const sensorsValue = single('sensors');
  if (sensorsValue !== null && kind !== 'melbourne')
    throw new UsageError('--sensors applies to melbourne only');
  const sensors =
    sensorsValue === null
      ? null
      : sensorsValue.split(',').map((id) => positiveInteger('sensors', id.trim(), 1_000_000));

  const url = single('url') ?? DEFAULT_URL;
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url))
    throw new UsageError(`--url must be an http(s) URL such as ${DEFAULT_URL}`);

  const nowValue = single('now');
  const now = nowValue === null ? new Date() : new Date(nowValue);
  if (Number.isNaN(now.getTime())) throw new UsageError(`--now must be an ISO date-time`);
  if (shift !== null && kind !== 'brno' && kind !== 'ble')
    throw new UsageError('--shift / --no-shift apply to brno and ble only');

  const apiKey = single('api-key') ?? (env.FOOTFALL_API_KEY || null);
  const email = single('email') ?? (env.FOOTFALL_EMAIL || null);
  const password = single('password') ?? (env.FOOTFALL_PASSWORD || null);
  if (!dryRun && !apiKey && (!email || !password))
    throw new UsageError(
      'Credentials are missing: --api-key (FOOTFALL_API_KEY), or --email and --password (FOOTFALL_EMAIL, FOOTFALL_PASSWORD)',
    );
  if (!dryRun && kind === 'melbourne' && (!email || !password))
    throw new UsageError(
      'melbourne creates locations and their keys: it needs --email and --password',
    );

  const retention = single('retention-days');
  const batchSize = single('batch-size');
  return {
    kind,
    files: fileArgs.map((file) => path.resolve(cwd, file)),
    locations,
    sensorLocations,
    sensors,
    url: url.replace(/\/+$/, ''),
    apiKey: kind === 'melbourne' ? null : apiKey,
    email,
    password,
    shift: shift ?? true,
    now,
    retentionDays: retention === null ? 7 : positiveInteger('retention-days', retention, 3650),
    batchSize: batchSize === null ? null : positiveInteger('batch-size', batchSize, 10_000),
    dryRun,
  };
}
