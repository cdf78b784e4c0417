import { describe, expect, it } from 'vitest';
import { treeBreadth } from './org-chart-breadth';
import type { OrgNode } from './org-tree';

/** A node of a given name and children (the breadth reads only the shape). */
function node(name: string, ...children: OrgNode[]): OrgNode {
  return { kind: 'folder', key: name, name, children } as unknown as OrgNode;
}

describe('treeBreadth', () => {
  it('is zero for a lone node and one unit per sibling gap below one parent', () => {
    expect(treeBreadth(node('root'))).toBe(0);
    expect(treeBreadth(node('root', node('a'), node('b'), node('c')))).toBe(2);
  });

  it('parts cousins by two units', () => {
    // Two folders of two: a1 a2 | b1 b2, with a2 and b1 two apart.
    const tree = node('root', node('a', node('a1'), node('a2')), node('b', node('b1'), node('b2')));
    expect(treeBreadth(tree)).toBe(4);
  });

  it('fits a leaf beside a sibling with children as ECharts does (the demo organisation)', () => {
    // Measured on the demo's chart: its nodes span 11.5 units (281 px at 24.4 px a unit).
    const tree = node(
      'Northwind',
      node(
        'Europe',
        node('France', node('Lyon'), node('Paris')),
        node('Spain', node('Bcn'), node('Mad')),
      ),
      node(
        'Events',
        node('CES'),
        node('Hannover', node('Hall 1'), node('Hall 2')),
        node('London'),
        node('NRF'),
      ),
      node('North America', node('San José'), node('Westfield')),
    );
    expect(treeBreadth(tree)).toBe(11.5);
  });
});
