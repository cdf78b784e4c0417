import type { Folder } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { filterRows, isFiltered, NO_FILTER } from './overview-filter';
import { folderLabels, folderOptions } from './overview-folders';
import { aRow } from './overview-test-data';

const folder = (id: string, name: string, parent_id = '0'): Folder => ({
  id,
  name,
  parent_id,
  corporation_id: '1',
});
const folders = [folder('10', 'North'), folder('11', 'Malls', '10'), folder('12', 'East')];

const rows = [
  aRow('1', 'Café de Flore', {}, { folderId: '10' }),
  aRow('2', 'Galleria', {}, { folderId: '11', type: 'MALL' }),
  aRow('3', 'Harbour Booth', {}, { folderId: '12', type: 'XM' }),
  aRow('4', 'Main Street', {}, { folderId: '0' }),
];
const ids = (filtered: { id: string }[]) => filtered.map((row) => row.id);

describe('filterRows', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterRows(rows, NO_FILTER, folders))).toEqual(['1', '2', '3', '4']);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('keeps a folder with every folder below it', () => {
    expect(ids(filterRows(rows, { ...NO_FILTER, folderId: '10' }, folders))).toEqual(['1', '2']);
    expect(ids(filterRows(rows, { ...NO_FILTER, folderId: '11' }, folders))).toEqual(['2']);
    expect(ids(filterRows(rows, { ...NO_FILTER, folderId: '0' }, folders))).toHaveLength(4);
  });

  it('filters by type and searches names without minding case or accents', () => {
    expect(ids(filterRows(rows, { ...NO_FILTER, type: 'XM' }, folders))).toEqual(['3']);
    expect(ids(filterRows(rows, { ...NO_FILTER, search: '  CAFE ' }, folders))).toEqual(['1']);
    const all = { folderId: '10', type: 'MALL' as const, search: 'gall' };
    expect(ids(filterRows(rows, all, folders))).toEqual(['2']);
    expect(isFiltered(all)).toBe(true);
  });
});

describe('folder names', () => {
  it('lists folders by path, parents first', () => {
    expect(folderOptions(folders)).toEqual([
      { value: '12', label: 'East' },
      { value: '10', label: 'North' },
      { value: '11', label: 'North / Malls' },
    ]);
    expect(folderLabels(folders).get('11')).toBe('North / Malls');
    expect(folderLabels(folders).get('0')).toBeUndefined();
  });
});
