import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../components/chart';
import { eventFormat } from '../xm/event-format';
import { areaTable } from './area-table';

describe('the area table', () => {
  it("has each area's visitors, attraction and dwell, durations in minutes and seconds", () => {
    const table = areaTable(
      [
        {
          id: 1,
          name: 'Demo stage',
          visitors: 80,
          dwellTotalS: 9600,
          avgDwellS: 120,
          attraction: 0.5,
        },
      ],
      {
        name: 'Area',
        visitors: 'Visitors',
        attraction: 'Attraction',
        avgDwell: 'Average dwell',
        totalDwell: 'Total dwell',
      },
      eventFormat('es', { minutes: 'min', seconds: 's' }),
    );
    expect(toCsv(table, 'en-US')).toBe(
      'Area,Visitors,Attraction,Average dwell,Total dwell\r\nDemo stage,80,0.5,120,9600\r\n',
    );
    const shown = table.columns.map((column) =>
      column.format
        ? column.format(table.rows[0]![column.key] ?? null)
        : table.rows[0]![column.key],
    );
    expect(shown).toEqual(['Demo stage', '80', '50\u00a0%', '2 min 0 s', '160 min 0 s']);
  });
});
