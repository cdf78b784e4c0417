import { describe, expect, it } from 'vitest';
import { journeyGraph } from './journey-graph';

const areas = [
  { area_id: 1, name: 'Shoes' },
  { area_id: 2, name: 'Bags' },
  { area_id: 3, name: 'Till' },
];
const nameOf = (id: number) => `Area ${id}`;

describe('journeyGraph', () => {
  it('splits every area into a "from" and a "to" node, so cycles never reach the Sankey', () => {
    const graph = journeyGraph(
      {
        areas,
        transitions: [
          { from_area_id: 1, to_area_id: 2, count: 6 },
          { from_area_id: 2, to_area_id: 1, count: 3 },
          { from_area_id: 2, to_area_id: 2, count: 1 },
        ],
      },
      nameOf,
    );
    expect(graph.nodes.map((node) => node.key)).toEqual(['from:1', 'from:2', 'to:2', 'to:1']);
    expect(graph.links.map((link) => `${link.source}>${link.target}`)).toEqual([
      'from:1>to:2',
      'from:2>to:1',
      'from:2>to:2',
    ]);
    // No link goes back to the left column: the graph is acyclic.
    expect(
      graph.links.every((link) => link.source.startsWith('from:') && link.target.startsWith('to:')),
    ).toBe(true);
    expect(graph.total).toBe(10);
    expect(graph.links[0]?.share).toBeCloseTo(0.6);
    expect(graph.nodes.find((node) => node.key === 'from:2')?.total).toBe(4);
    expect(graph.hiddenLinks).toBe(0);
  });

  it('keeps one colour per area on both sides', () => {
    const graph = journeyGraph(
      { areas, transitions: [{ from_area_id: 3, to_area_id: 1, count: 2 }] },
      nameOf,
    );
    expect(graph.nodes.map((node) => [node.key, node.colorIndex])).toEqual([
      ['from:3', 2],
      ['to:1', 0],
    ]);
  });

  it('names areas the answer does not list, and ignores empty transitions', () => {
    const graph = journeyGraph(
      {
        areas: [],
        transitions: [
          { from_area_id: 9, to_area_id: 1, count: 4 },
          { from_area_id: 1, to_area_id: 9, count: 0 },
        ],
      },
      (id) => (id === 1 ? 'Shoes' : nameOf(id)),
    );
    expect(graph.allLinks).toHaveLength(1);
    expect(graph.allLinks[0]).toMatchObject({ fromName: 'Area 9', toName: 'Shoes', count: 4 });
  });

  it('draws only the largest links and keeps the rest for the table', () => {
    const transitions = [5, 1, 3, 2].map((count, index) => ({
      from_area_id: index + 1,
      to_area_id: index + 2,
      count,
    }));
    const graph = journeyGraph({ areas, transitions }, nameOf, 2);
    expect(graph.links.map((link) => link.count)).toEqual([5, 3]);
    expect(graph.allLinks.map((link) => link.count)).toEqual([5, 3, 2, 1]);
    expect(graph.hiddenLinks).toBe(2);
    expect(graph.nodes).toHaveLength(4);
  });

  it('answers an empty graph without transitions', () => {
    const graph = journeyGraph({ areas, transitions: [] }, nameOf);
    expect(graph).toMatchObject({ nodes: [], links: [], total: 0, hiddenLinks: 0 });
  });
});
