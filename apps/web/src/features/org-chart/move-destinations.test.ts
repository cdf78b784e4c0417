import type { Folder } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { folderWithDescendants, moveDestinations } from './move-destinations';

const folder = (id: string, name: string, parent_id = '0'): Folder => ({
  id,
  name,
  parent_id,
  corporation_id: '1',
});

// North > Stores > Outlets; North > Kiosks; South
const folders = [
  folder('1', 'North'),
  folder('2', 'Stores', '1'),
  folder('3', 'Outlets', '2'),
  folder('4', 'Kiosks', '1'),
  folder('5', 'South'),
];

const paths = (options: ReturnType<typeof moveDestinations>) =>
  options.map((option) => `${option.value}:${option.path.join('/')}`);

describe('moveDestinations', () => {
  it('offers the root and every folder to a location, parents before children', () => {
    expect(paths(moveDestinations(folders, { kind: 'location', id: '9' }))).toEqual([
      '0:',
      '1:North',
      '4:North/Kiosks',
      '2:North/Stores',
      '3:North/Stores/Outlets',
      '5:South',
    ]);
  });

  it('never offers a folder itself or anything below it', () => {
    expect(paths(moveDestinations(folders, { kind: 'folder', id: '2' }))).toEqual([
      '0:',
      '1:North',
      '4:North/Kiosks',
      '5:South',
    ]);
    expect(paths(moveDestinations(folders, { kind: 'folder', id: '1' }))).toEqual([
      '0:',
      '5:South',
    ]);
  });

  it('still offers every folder to a folder with the same id as a location', () => {
    expect(moveDestinations(folders, { kind: 'location', id: '2' })).toHaveLength(6);
  });
});

describe('folderWithDescendants', () => {
  it('collects a folder and all folders below it, at any depth', () => {
    expect([...folderWithDescendants(folders, '1')].sort()).toEqual(['1', '2', '3', '4']);
    expect([...folderWithDescendants(folders, '3')]).toEqual(['3']);
  });

  it('ends on a cycle', () => {
    const cycle = [folder('7', 'A', '8'), folder('8', 'B', '7')];
    expect([...folderWithDescendants(cycle, '7')].sort()).toEqual(['7', '8']);
  });
});
