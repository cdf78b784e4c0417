// How many rows the organisation chart's tree needs. ECharts lays a tree out as d3 does
// (Reingold-Tilford): two siblings one unit apart, any other two neighbours of one depth two
// units apart, a parent midway between its first and last child; then it scales that breadth to
// the chart's height. Computing the breadth the same way lets the chart take the height that
// gives each unit enough pixels, whatever the tree's shape: a count of leaves misses the
// two-unit gaps between cousins.
import type { OrgNode } from './org-tree';

/** Per depth below a subtree's root (0 = the root): its lowest and highest place, in units. */
interface Contour {
  low: number[];
  high: number[];
}

function shifted(contour: Contour, by: number): Contour {
  return { low: contour.low.map((v) => v + by), high: contour.high.map((v) => v + by) };
}

function union(a: Contour, b: Contour): Contour {
  const depths = Math.max(a.low.length, b.low.length);
  const low: number[] = [];
  const high: number[] = [];
  for (let depth = 0; depth < depths; depth += 1) {
    low.push(Math.min(a.low[depth] ?? Infinity, b.low[depth] ?? Infinity));
    high.push(Math.max(a.high[depth] ?? -Infinity, b.high[depth] ?? -Infinity));
  }
  return { low, high };
}

function contourOf(node: OrgNode): Contour {
  const [first, ...rest] = node.children.map(contourOf);
  if (!first) return { low: [0], high: [0] };
  // Each child as close to the ones before it as the separations allow, at every depth.
  let placed = first;
  let last = 0;
  for (const next of rest) {
    let offset = -Infinity;
    next.low.forEach((low, depth) => {
      const high = placed.high[depth];
      const separation = depth === 0 ? 1 : 2;
      if (high !== undefined) offset = Math.max(offset, high - low + separation);
    });
    placed = union(placed, shifted(next, offset));
    last = offset;
  }
  const middle = last / 2;
  return {
    low: [0, ...placed.low.map((v) => v - middle)],
    high: [0, ...placed.high.map((v) => v - middle)],
  };
}

/** The tree's breadth in layout units: from its lowest to its highest node. */
export function treeBreadth(root: OrgNode): number {
  const { low, high } = contourOf(root);
  return Math.max(...high) - Math.min(...low);
}
