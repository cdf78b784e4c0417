import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, type SortState } from './overview-sort';
import { aRow } from './overview-test-data';

const rows = [
  aRow('1', 'Élysée', { visitors: 50, trend: -5 }, { type: 'XM', folderId: '9' }),
  aRow('2', 'apex', { visitors: 200, trend: 12 }),
  aRow('3', 'Bistro', { visitors: null, trend: null }, { type: 'AT' }),
  aRow('4', 'Store 10', { visitors: 50, trend: 3 }),
  aRow(
    '5',
    'Store 9',
    {},
    { figures: { ...aRow('x', 'x', {}).figures, visitors: { kind: 'loading' } } },
  ),
];

const labels = {
  type: (row: (typeof rows)[number]) => row.type,
  folder: (row: (typeof rows)[number]) => (row.folderId === '9' ? 'North' : ''),
  locale: 'en-US',
};
const names = (sort: SortState) => sortRows(rows, sort, labels).map((row) => row.name);

describe('sortRows', () => {
  it('sorts names as people read them: case, accents and numbers', () => {
    expect(names({ key: 'name', direction: 'asc' })).toEqual([
      'apex',
      'Bistro',
      'Élysée',
      'Store 9',
      'Store 10',
    ]);
    expect(names({ key: 'name', direction: 'desc' })[0]).toBe('Store 10');
  });

  it('sorts figures with the missing ones last in both directions, ties by name', () => {
    expect(names({ key: 'visitors', direction: 'desc' })).toEqual([
      'apex',
      'Élysée',
      'Store 10',
      'Bistro',
      'Store 9',
    ]);
    expect(names({ key: 'visitors', direction: 'asc' })).toEqual([
      'Élysée',
      'Store 10',
      'apex',
      'Bistro',
      'Store 9',
    ]);
    expect(names({ key: 'trend', direction: 'desc' }).slice(0, 3)).toEqual([
      'apex',
      'Store 10',
      'Élysée',
    ]);
  });

  it('sorts by the displayed type and folder, then by name', () => {
    expect(names({ key: 'type', direction: 'asc' })).toEqual([
      'Bistro',
      'apex',
      'Store 9',
      'Store 10',
      'Élysée',
    ]);
    expect(names({ key: 'folder', direction: 'desc' })[0]).toBe('Élysée');
  });

  it('does not change the rows it is given', () => {
    const before = rows.map((row) => row.id);
    sortRows(rows, { key: 'visitors', direction: 'desc' }, labels);
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('flips the direction of the same column; a new figure column starts from the largest', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'visitors')).toEqual({
      key: 'visitors',
      direction: 'desc',
    });
    expect(nextSort({ key: 'visitors', direction: 'desc' }, 'type')).toEqual({
      key: 'type',
      direction: 'asc',
    });
  });
});
