import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../components/chart';
import { eventFormat } from './event-format';
import { eventDayTable, eventHourTable } from './event-tables';

const format = eventFormat('en-US', { minutes: 'min', seconds: 's' });
const labels = {
  day: 'Day',
  hour: 'Hour',
  impressions: 'Impressions',
  walkBys: 'Walk-bys',
  visitors: 'Booth visitors',
  engagementRate: 'Engagement rate',
  avgDwell: 'Average dwell',
  fqv: 'FQV',
};
const figures = {
  impressions: 1250,
  walkBys: 1000,
  visitors: 250,
  engagers: 100,
  engagementRate: 0.4,
  avgDwellS: 605,
  fqv: 12,
};

describe('the event report tables', () => {
  it('have one row per show day, raw in the CSV and written in the locale on screen', () => {
    const table = eventDayTable([{ date: '2026-11-18', ...figures }], labels, format);
    expect(toCsv(table, 'en-US')).toBe(
      'Day,Impressions,Walk-bys,Booth visitors,Engagement rate,Average dwell,FQV\r\n' +
        '2026-11-18,1250,1000,250,0.4,605,12\r\n',
    );
    const shown = table.columns.map((column) =>
      column.format?.(table.rows[0]![column.key] ?? null),
    );
    expect(shown).toEqual([
      'Wed, Nov 18, 2026',
      '1,250',
      '1,000',
      '250',
      '40%',
      '10 min 5 s',
      '12',
    ]);
  });

  it('have one row per hour, a gap shown as dashes', () => {
    const table = eventHourTable(
      [
        { hour: 9, ...figures },
        {
          hour: 10,
          impressions: null,
          walkBys: null,
          visitors: null,
          engagers: null,
          engagementRate: null,
          avgDwellS: null,
          fqv: null,
        },
      ],
      labels,
      format,
    );
    expect(table.rows.map((row) => row.hour)).toEqual([9, 10]);
    const gap = table.columns.map((column) => column.format?.(table.rows[1]![column.key] ?? null));
    expect(gap).toEqual(['10 AM', '–', '–', '–', '–', '–', '–']);
  });
});
