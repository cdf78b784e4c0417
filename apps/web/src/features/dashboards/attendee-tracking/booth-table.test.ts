import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../components/chart';
import { eventFormat } from '../xm/event-format';
import { boothTable } from './booth-table';

const format = eventFormat('en-GB', { minutes: 'min', seconds: 's' });
const labels = {
  rank: 'Rank',
  booth: 'Booth',
  visitors: 'Visitors',
  trafficShare: 'Share of traffic',
  impressions: 'Impressions',
  engagementRate: 'Engagement rate',
  avgDwell: 'Average dwell',
  fqv: 'FQV',
};

describe('the booth comparison table', () => {
  it('lists the booths in rank order with every compared figure', () => {
    const table = boothTable(
      [
        {
          id: '10',
          name: 'Hall 1 · Booth A12',
          rank: 1,
          visitors: 1200,
          trafficShare: 0.6,
          impressions: 5000,
          engagers: 300,
          engagementRate: 0.25,
          avgDwellS: 95,
          fqv: 40,
        },
      ],
      labels,
      format,
    );
    expect(toCsv(table, 'en-US').split('\r\n')[1]).toBe(
      '1,Hall 1 · Booth A12,1200,0.6,5000,0.25,95,40',
    );
    const shown = table.columns.map((column) =>
      column.format
        ? column.format(table.rows[0]![column.key] ?? null)
        : table.rows[0]![column.key],
    );
    expect(shown).toEqual([
      '1',
      'Hall 1 · Booth A12',
      '1,200',
      '60%',
      '5,000',
      '25%',
      '1 min 35 s',
      '40',
    ]);
  });
});
