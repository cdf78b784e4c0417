import type { Folder } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { coveredLocations, scopeFolderOptions } from './report-scope';

const folder = (id: string, name: string, parent_id = '0', corporation_id = '1'): Folder => ({
  id,
  name,
  parent_id,
  corporation_id,
});
const FOLDERS = [folder('1', 'North'), folder('2', 'Malls', '1'), folder('3', 'South')];
const place = (id: string, name: string, folder_id: string) => ({
  id,
  name,
  folder_id,
  corporation_id: '1',
});
const LOCATIONS = [
  place('10', 'Zurich', '2'),
  place('11', 'Amiens', '1'),
  place('12', 'Bordeaux', '3'),
  place('13', 'Calais', '0'),
];

describe('the report scope', () => {
  it('names folders by path, parents first', () => {
    expect(scopeFolderOptions(FOLDERS, new Map([['1', 'Acme']]))).toEqual([
      { value: '1', label: 'North' },
      { value: '2', label: 'North / Malls' },
      { value: '3', label: 'South' },
    ]);
  });

  it('prefixes the organisation when folders of several are listed', () => {
    const names = new Map([
      ['1', 'Acme'],
      ['2', 'Globex'],
    ]);
    expect(scopeFolderOptions([...FOLDERS, folder('9', 'East', '0', '2')], names)).toContainEqual({
      value: '9',
      label: 'Globex: East',
    });
  });

  it('covers the chosen locations and every location below the chosen folders', () => {
    expect(coveredLocations(['13'], ['1'], FOLDERS, LOCATIONS, 'en-US')).toEqual([
      { id: '11', name: 'Amiens', direct: false },
      { id: '13', name: 'Calais', direct: true },
      { id: '10', name: 'Zurich', direct: false },
    ]);
    expect(coveredLocations([], [], FOLDERS, LOCATIONS, 'en-US')).toEqual([]);
  });

  it('marks a location chosen directly even when a folder covers it too', () => {
    expect(coveredLocations(['12'], ['3'], FOLDERS, LOCATIONS, 'en-US')).toEqual([
      { id: '12', name: 'Bordeaux', direct: true },
    ]);
  });
});
