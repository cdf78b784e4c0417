import type { Folder } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { aCorporation, aLocation } from '../../test/fixtures';
import { buildOrgTree, countOrgTree, filterOrgTree, type OrgNode } from './org-tree';

const folder = (id: string, name: string, parent_id = '0', corporation_id = '1'): Folder => ({
  id,
  name,
  parent_id,
  corporation_id,
});

// The tree as indented "kind:name" lines, which reads well in a failure diff.
function outline(node: OrgNode, depth = 0): string[] {
  return [
    `${'  '.repeat(depth)}${node.kind}:${node.name}`,
    ...node.children.flatMap((child) => outline(child, depth + 1)),
  ];
}

const folders = [folder('1', 'North'), folder('2', 'Stores', '1'), folder('3', 'Archive')];
const locations = [
  aLocation({ id: '10', name: 'Zeta Store', folder_id: '2' }),
  aLocation({ id: '11', name: 'Alpha Store', folder_id: '2' }),
  aLocation({ id: '12', name: null, folder_id: '0', type: 'MALL' }),
  aLocation({ id: '13', name: 'Expo', folder_id: '1', type: 'AT', child_ids: ['14'] }),
  aLocation({ id: '14', name: 'Booth A', folder_id: '0', type: 'AT', parent_id: '13' }),
];

describe('buildOrgTree', () => {
  it('names the root after the corporation and nests folders and locations', () => {
    const tree = buildOrgTree(aCorporation, folders, locations);
    expect(outline(tree)).toEqual([
      'root:Acme Retail',
      '  folder:Archive',
      '  folder:North',
      '    folder:Stores',
      '      location:Alpha Store',
      '      location:Zeta Store',
      '    location:Expo',
      '      location:Booth A',
      '  location:N/A',
    ]);
  });

  it('keys nodes by kind and id, and keeps the source record', () => {
    const tree = buildOrgTree(aCorporation, folders, locations);
    const north = tree.children[1]!;
    expect(north.key).toBe('folder:1');
    expect(north.kind === 'folder' && north.folder.name).toBe('North');
    const mall = tree.children[2]!;
    expect(mall.key).toBe('location:12');
    expect(mall.kind === 'location' && mall.location.type).toBe('MALL');
  });

  it('puts what has no visible parent at the root and leaves other corporations out', () => {
    const tree = buildOrgTree(
      aCorporation,
      [folder('5', 'Orphan', '99'), folder('6', 'Foreign', '0', '2')],
      [
        aLocation({ id: '20', name: 'Lost', folder_id: '77' }),
        aLocation({ id: '21', name: 'Theirs', corporation_id: '2' }),
      ],
    );
    expect(outline(tree)).toEqual(['root:Acme Retail', '  folder:Orphan', '  location:Lost']);
  });

  it('survives a folder cycle without losing its folders', () => {
    const tree = buildOrgTree(aCorporation, [folder('7', 'A', '8'), folder('8', 'B', '7')], []);
    expect(countOrgTree(tree)).toEqual({ folders: 2, locations: 0 });
  });

  it('is only the root for an empty corporation', () => {
    expect(outline(buildOrgTree(aCorporation, [], []))).toEqual(['root:Acme Retail']);
  });
});

describe('filterOrgTree', () => {
  const tree = buildOrgTree(aCorporation, folders, locations);

  it('keeps the matches and the path to them, ignoring case and accents', () => {
    const { tree: filtered, matches } = filterOrgTree(tree, '  ÁLPHA ');
    expect(outline(filtered)).toEqual([
      'root:Acme Retail',
      '  folder:North',
      '    folder:Stores',
      '      location:Alpha Store',
    ]);
    expect([...matches]).toEqual(['location:11']);
  });

  it('keeps everything inside a matching folder', () => {
    const { tree: filtered, matches } = filterOrgTree(tree, 'stores');
    expect(outline(filtered)).toEqual([
      'root:Acme Retail',
      '  folder:North',
      '    folder:Stores',
      '      location:Alpha Store',
      '      location:Zeta Store',
    ]);
    expect([...matches]).toEqual(['folder:2']);
  });

  it('keeps the whole tree for a blank search and only the root when nothing matches', () => {
    expect(filterOrgTree(tree, '  ').tree).toBe(tree);
    expect(outline(filterOrgTree(tree, 'nowhere').tree)).toEqual(['root:Acme Retail']);
  });
});
