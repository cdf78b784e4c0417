import type { Report } from '@footfall/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/i18n';
import { describeLastRun, describePeriod, describeSchedule } from './report-descriptions';
import { nextSort, reportRows, searchRows, sortRows } from './report-rows';
import { aReport } from './reports-test-setup';
import { foldText, matchesSearch } from './text-search';

const report = (overrides: Partial<Report>): Report =>
  aReport({ period: { kind: 'rolling', days: 30 }, ...overrides });

const LOCATIONS = [
  { id: '5', name: 'Café de Lyon' },
  { id: '6', name: 'Berlin Mitte' },
];

let t: TFunction;
let tFr: TFunction;
beforeAll(async () => {
  await loadCatalogue('fr');
  t = createI18n('en-US').t;
  tFr = createI18n('fr').t;
});

describe('report descriptions', () => {
  it('describes rolling and fixed periods in the locale', () => {
    expect(describePeriod({ kind: 'rolling', days: 30 }, 'en-US', t)).toBe('Last 30 days');
    expect(describePeriod({ kind: 'rolling', days: 7 }, 'fr', tFr)).toBe('7 derniers jours');
    const march = { kind: 'fixed', start_date: '2026-03-01', end_date: '2026-03-31' } as const;
    // ICU puts thin spaces around the dash; the test reads them as spaces.
    const plain = (text: string) => text.replace(/\s/gu, ' ');
    expect(plain(describePeriod(march, 'en-GB', t))).toBe('1 – 31 Mar 2026');
    expect(plain(describePeriod(march, 'en-US', t))).toBe('Mar 1 – 31, 2026');
    const across = { kind: 'fixed', start_date: '2025-12-15', end_date: '2026-01-14' } as const;
    expect(plain(describePeriod(across, 'en-GB', t))).toBe('15 Dec 2025 – 14 Jan 2026');
  });

  it('describes schedules with their recipients', () => {
    expect(describeSchedule({ frequency: 'none', recipients: [] }, t)).toBe('Not scheduled');
    expect(describeSchedule({ frequency: 'weekly', recipients: ['a@x.io', 'b@x.io'] }, t)).toBe(
      'Weekly to 2 recipients',
    );
    expect(describeSchedule({ frequency: 'daily', recipients: ['a@x.io'] }, t)).toBe(
      'Daily to 1 recipient',
    );
    expect(describeSchedule({ frequency: 'monthly', recipients: [] }, t)).toBe(
      'Monthly, no recipients',
    );
    expect(describeSchedule({ frequency: 'weekly', recipients: ['a', 'b'] }, tFr)).toBe(
      'Hebdomadaire, 2 destinataires',
    );
  });

  it('writes the last run in the locale, or Never', () => {
    expect(describeLastRun(null, 'en-US', t)).toBe('Never');
    expect(describeLastRun('2026-03-02T09:30:00Z', 'en-US', t)).toMatch(/Mar 2, 2026/);
  });
});

describe('report rows', () => {
  it('names the visible locations and counts folders', () => {
    const [row] = reportRows(
      [report({ location_ids: ['5', '6', '99'], folder_ids: ['3'] })],
      LOCATIONS,
      'en-US',
      t,
    );
    expect(row?.locations).toBe('Café de Lyon, Berlin Mitte, Folders: 1');
    expect(row?.statusText).toBe('Never run');
    const [hidden] = reportRows([report({ location_ids: ['99'] })], LOCATIONS, 'en-US', t);
    expect(hidden?.locations).toBe('No location you can see');
    const [named] = reportRows(
      [report({ location_ids: ['5'], folder_ids: ['3'] })],
      LOCATIONS,
      'en-US',
      t,
      new Map([['3', 'North / Malls']]),
    );
    expect(named?.locations).toBe('Café de Lyon, North / Malls (folder)');
  });

  it('searches without caring for case or accents', () => {
    expect(foldText('  CAFÉ ')).toBe('cafe');
    expect(matchesSearch(['Café de Lyon'], 'cafe LYON')).toBe(true);
    expect(matchesSearch(['Café de Lyon'], 'paris')).toBe(false);
    const rows = reportRows(
      [report({ id: '1' }), report({ id: '2', name: 'Évènements', location_ids: ['6'] })],
      LOCATIONS,
      'en-US',
      t,
    );
    expect(searchRows(rows, 'evenements').map((row) => row.report.id)).toEqual(['2']);
    expect(searchRows(rows, 'café').map((row) => row.report.id)).toEqual(['1']);
    expect(searchRows(rows, '')).toHaveLength(2);
  });

  it('sorts by each column, never-run reports last, and toggles direction', () => {
    const rows = reportRows(
      [
        report({ id: 'a', name: 'beta', last_run_at: '2026-03-01T00:00:00Z', last_status: 'ok' }),
        report({ id: 'b', name: 'Alpha', last_run_at: null, last_status: 'never' }),
        report({
          id: 'c',
          name: 'gamma',
          last_run_at: '2026-03-05T00:00:00Z',
          last_status: 'failed',
          period: { kind: 'rolling', days: 7 },
        }),
      ],
      LOCATIONS,
      'en-US',
      t,
    );
    const ids = (sorted: typeof rows) => sorted.map((row) => row.report.id);
    expect(ids(sortRows(rows, { key: 'name', direction: 'asc' }, 'en-US'))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(ids(sortRows(rows, { key: 'name', direction: 'desc' }, 'en-US'))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ids(sortRows(rows, { key: 'lastRun', direction: 'asc' }, 'en-US'))).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(ids(sortRows(rows, { key: 'period', direction: 'asc' }, 'en-US'))).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'period')).toEqual({
      key: 'period',
      direction: 'asc',
    });
  });
});
