// The import CLI (`npm run import`) against a real server process: argument errors, small imports
// of hand-made files for each kind, re-runs counted once, and the summary it prints.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type ApiSession } from '../src/client';
import {
  DEMO_LOGIN,
  analytics,
  demoLocationWithDoorCounters,
  waitForPipeline,
} from './helpers/import-fixture';
import { runImport, summaryOf } from './helpers/import-run';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const dir = mkdtempSync(path.join(tmpdir(), 'footfall-import-cli-'));
const file = (name: string, lines: string[]) => {
  const full = path.join(dir, name);
  writeFileSync(full, `${lines.join('\n')}\n`);
  return full;
};

// Two half hours of door counts: 07/24/05 00:30 and 01:00 (Los Angeles), in 9 and out 7.
const CALIT2 = file('CalIt2.data', [
  '7,07/24/05,00:30:00,1',
  '9,07/24/05,00:30:00,2',
  '7,07/24/05,01:00:00,3',
  '9,07/24/05,01:00:00,4',
]);
const MELBOURNE = file('hourly_counts_2014.csv', [
  'Date,Day_of_week,Hour,SensorID,SensorName,PedestrianCount',
  '15-Jan-2014,Wednesday,8,5,Princes Bridge,80',
  '15-Jan-2014,Wednesday,9,5,Princes Bridge,120',
  '15-Jan-2014,Wednesday,9,12,New Quay,30',
  '15-Jan-2014,Wednesday,9,13,Flagstaff Station,7',
]);
const BRNO_HEADER =
  'datetime;dst;src;src_vendor;randomized;rssi;idx;seq_num;ch_freq;FCfield;ssid;dot11elt;oui;occupancy';
const BRNO = file('sc6-61_2023-10-04_position_1.csv', [
  BRNO_HEADER,
  '2023-10-04 11:00:08.078258;ff:ff:ff:ff:ff:ff;dc:fb:48:e3:ab:78;Intel Corporate;0;-57;0;96;2462;;;[0];[1];16.0',
  '2023-10-04 11:00:08.090138;ff:ff:ff:ff:ff:ff;3e:75:f2:a9:6b:f8;;1;-88;1;945;2417;;;[0];[1];16.0',
  '2023-10-04 11:05:00.000000;ff:ff:ff:ff:ff:ff;a4:5e:60:11:22:33;Apple;0;-61;2;12;2437;;;[0];[1];16.0',
]);

const credentials = ['--email', DEMO_LOGIN.email, '--password', DEMO_LOGIN.password];

describe('import CLI arguments', () => {
  const cases: [string, string[], RegExp][] = [
    ['no kind', [], /Say what to import/],
    [
      'an unknown kind',
      ['pigeons', CALIT2, '--location', '1', '--api-key', 'k'],
      /Unknown kind "pigeons"/,
    ],
    ['no file', ['calit2', '--location', '1', '--api-key', 'k'], /Name the calit2 file/],
    ['no location', ['calit2', CALIT2, '--api-key', 'k'], /--location <id> is required/],
    ['no credentials', ['calit2', CALIT2, '--location', '1'], /Credentials are missing/],
    [
      'a missing file',
      ['calit2', path.join(dir, 'missing.data'), '--location', '1', '--api-key', 'k'],
      /No such file/,
    ],
    [
      '--no-shift for door counts',
      ['calit2', CALIT2, '--location', '1', '--api-key', 'k', '--no-shift'],
      /apply to brno and ble only/,
    ],
    [
      'melbourne with a key',
      ['melbourne', MELBOURNE, '--location', '1', '--api-key', 'k'],
      /needs --email and --password/,
    ],
    [
      'a location that is not an id',
      ['brno', BRNO, '--location', 'x', '--api-key', 'k'],
      /--location must be a location id/,
    ],
    [
      'an unknown option',
      ['calit2', CALIT2, '--location', '1', '--api-key', 'k', '--bogus'],
      /Unknown option --bogus/,
    ],
    [
      'an option without its value',
      ['calit2', CALIT2, '--api-key', 'k', '--location'],
      /--location needs a value/,
    ],
    [
      'both --shift and --no-shift',
      ['brno', BRNO, '--location', '1', '--api-key', 'k', '--shift', '--no-shift'],
      /not both/,
    ],
    [
      'a batch over 10,000',
      ['brno', BRNO, '--location', '1', '--api-key', 'k', '--batch-size', '20000'],
      /--batch-size must be/,
    ],
  ];
  it.each(cases)(
    'refuses %s with a clear message and exit code 1',
    async (_label, args, message) => {
      const result = await runImport(args);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('--help');
    },
  );

  it('prints the usage with --help', async () => {
    const result = await runImport(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run import -- <kind> <file...> --location <id>');
  });
});

describe('import CLI against a server', () => {
  let server: ServerProcess;
  let session: ApiSession;
  let locationId: string;
  const target = () => ['--location', locationId, '--url', server.url];

  beforeAll(async () => {
    server = await startServerProcess({ demo: true });
    session = await login(server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
    locationId = await demoLocationWithDoorCounters(session, 'America/Los_Angeles');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('imports door counts with a rotated key, prints a summary, and counts a re-run once', async () => {
    const first = await runImport(['calit2', CALIT2, ...target(), ...credentials]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/WARNING: the API key of location \d+ was rotated/);
    expect(summaryOf(first.stdout)).toEqual({ batches: 1, duplicates: 0, items: 2, accepted: 2 });
    expect(first.stdout).toMatch(/Done: .* \d+\.\d s/);

    const again = await runImport(['calit2', CALIT2, ...target(), ...credentials]);
    expect(summaryOf(again.stdout)).toEqual({ batches: 1, duplicates: 1, items: 2, accepted: 0 });

    await waitForPipeline(session, locationId);
    const answer = await analytics<{ totals: { walk_ins: number; walk_outs: number } }>(
      session,
      locationId,
      'door-counter',
      { start: '2005-07-23', end: '2005-07-24' },
    );
    expect(answer.totals).toMatchObject({ walk_ins: 6, walk_outs: 4 });
  });

  it('moves a Brno recording into the last week, keeping weekday and local time', async () => {
    const now = '2026-11-20T12:00:00.000Z';
    const result = await runImport(['brno', BRNO, '--location', '1', '--now', now, '--dry-run']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Dry run: 1 batches of 2 items would be sent.');
    expect(result.stdout).toContain(
      // 2023-10-04 (Wednesday) 11:00 in Prague -> Wednesday 2026-11-18 11:00 in Prague (UTC+1).
      'sc6-61_2023-10-04_position_1.csv: 2 detections, moved 163 weeks -> 2026-11-18T10:00:08.090Z to 2026-11-18T10:05:00.000Z',
    );
  });

  it('sends a Brno recording that the server accepts, lab PCs left out', async () => {
    const apiKey = await session.rotateApiKey(locationId);
    const result = await runImport(['brno', BRNO, ...target(), '--api-key', apiKey]);
    expect(result.code, result.stderr).toBe(0);
    expect(summaryOf(result.stdout)).toEqual({ batches: 1, duplicates: 0, items: 2, accepted: 2 });
  });

  it('reports a refused batch with the server message and exit code 2', async () => {
    const result = await runImport(['calit2', CALIT2, ...target(), '--api-key', 'ffk_not-a-key']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Batch [0-9a-f]{32} \(door-counts of CALIT2-MAIN-DOOR/);
    expect(result.stderr).toContain('Re-running the same command is safe');
  });

  it('creates one location per Melbourne sensor and reuses them on a re-run', async () => {
    const args = ['melbourne', MELBOURNE, ...target(), '--sensors', '5,12', ...credentials];
    const first = await runImport(args);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/sensor 5 "Princes Bridge": location \d+ created/);
    expect(first.stdout).toMatch(/sensor 12 "New Quay": location \d+ created/);
    expect(summaryOf(first.stdout)).toEqual({ batches: 2, duplicates: 0, items: 3, accepted: 3 });

    const locations =
      await session.get<{ id: string; name: string; timezone: string; folder_id: string }[]>(
        '/v1/locations',
      );
    const base = locations.find((location) => location.id === locationId)!;
    const created = locations.filter((location) =>
      ['Princes Bridge', 'New Quay'].includes(location.name),
    );
    expect(created).toHaveLength(2);
    for (const location of created)
      expect(location).toMatchObject({
        timezone: 'Australia/Melbourne',
        folder_id: base.folder_id,
      });
    expect(locations.some((location) => location.name === 'Flagstaff Station')).toBe(false);

    const again = await runImport(args);
    expect(again.stdout).toMatch(/sensor 5 "Princes Bridge": location \d+ reused/);
    expect(summaryOf(again.stdout)).toEqual({ batches: 2, duplicates: 2, items: 3, accepted: 0 });
    const after = await session.get<unknown[]>('/v1/locations');
    expect(after).toHaveLength(locations.length);

    const princes = created.find((location) => location.name === 'Princes Bridge')!;
    await waitForPipeline(session, princes.id);
    const traffic = await analytics<{ totals: { walk_bys: number | null } }>(
      session,
      princes.id,
      'foot-traffic',
      {
        start: '2014-01-15',
        end: '2014-01-15',
      },
    );
    expect(traffic.totals.walk_bys).toBe(200);
  });
});
