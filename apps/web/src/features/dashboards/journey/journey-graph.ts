// The customer journey as a Sankey graph (issue 6, item 8): interactions -> nodes and links.
//
// Cycles: the API answers aggregated transitions between area pairs (A -> B and B -> A are both
// common, A -> A happens), without the step at which they happened, and ECharts' Sankey refuses
// any cycle. Each area is therefore drawn twice: once in the left column as the area people left
// ("from") and once in the right column as the area they went to ("to"). Every transition is one
// link from left to right, so the graph can never hold a cycle and no transition is dropped.
import type { InteractionsResponse } from '@footfall/core';

export type JourneySide = 'from' | 'to';

export interface JourneyNode {
  /** Unique node key: `from:<area id>` or `to:<area id>`. */
  key: string;
  areaId: number;
  name: string;
  side: JourneySide;
  /** People leaving (from) or entering (to) the area over the drawn links. */
  total: number;
  /** The area's position among all areas (the same colour on both sides). */
  colorIndex: number;
}

export interface JourneyLink {
  source: string;
  target: string;
  fromAreaId: number;
  toAreaId: number;
  fromName: string;
  toName: string;
  count: number;
  /** Share of every transition of the answer (0-1). */
  share: number;
}

export interface JourneyGraph {
  nodes: JourneyNode[];
  links: JourneyLink[];
  /** Every transition, drawn or not (the table shows them all). */
  allLinks: JourneyLink[];
  /** Transitions of the answer, summed. */
  total: number;
  /** Transitions left out of the drawing (the smallest, beyond `maxLinks`). */
  hiddenLinks: number;
}

/** Links drawn at most: more makes the Sankey unreadable; the table keeps the rest. */
export const MAX_DRAWN_LINKS = 30;

export const nodeKey = (side: JourneySide, areaId: number) => `${side}:${areaId}`;

/**
 * The Sankey graph of an interactions answer. `nameOf` names an area the answer does not
 * (e.g. from the location's area list, or "Area 12" as the last resort).
 */
export function journeyGraph(
  data: Pick<InteractionsResponse, 'areas' | 'transitions'>,
  nameOf: (areaId: number) => string,
  maxLinks = MAX_DRAWN_LINKS,
): JourneyGraph {
  const names = new Map(data.areas.map((area) => [area.area_id, area.name]));
  const name = (areaId: number) => names.get(areaId) ?? nameOf(areaId);
  const transitions = data.transitions.filter((transition) => transition.count > 0);
  const total = transitions.reduce((sum, transition) => sum + transition.count, 0);

  const allLinks: JourneyLink[] = transitions
    .map((transition) => ({
      source: nodeKey('from', transition.from_area_id),
      target: nodeKey('to', transition.to_area_id),
      fromAreaId: transition.from_area_id,
      toAreaId: transition.to_area_id,
      fromName: name(transition.from_area_id),
      toName: name(transition.to_area_id),
      count: transition.count,
      share: total === 0 ? 0 : transition.count / total,
    }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.fromName.localeCompare(b.fromName) ||
        a.toName.localeCompare(b.toName),
    );
  const links = allLinks.slice(0, Math.max(0, maxLinks));

  // Colours follow the order of the answer's areas, then of any other area met.
  const areaOrder = new Map<number, number>();
  const remember = (areaId: number) => {
    if (!areaOrder.has(areaId)) areaOrder.set(areaId, areaOrder.size);
  };
  data.areas.forEach((area) => remember(area.area_id));
  allLinks.forEach((link) => {
    remember(link.fromAreaId);
    remember(link.toAreaId);
  });

  const nodes = new Map<string, JourneyNode>();
  const add = (side: JourneySide, areaId: number, count: number) => {
    const key = nodeKey(side, areaId);
    const known = nodes.get(key);
    if (known) known.total += count;
    else
      nodes.set(key, {
        key,
        areaId,
        name: name(areaId),
        side,
        total: count,
        colorIndex: areaOrder.get(areaId) ?? 0,
      });
  };
  for (const link of links) {
    add('from', link.fromAreaId, link.count);
    add('to', link.toAreaId, link.count);
  }
  const ordered = [...nodes.values()].sort(
    (a, b) =>
      (a.side === b.side ? 0 : a.side === 'from' ? -1 : 1) ||
      b.total - a.total ||
      a.name.localeCompare(b.name),
  );

  return { nodes: ordered, links, allLinks, total, hiddenLinks: allLinks.length - links.length };
}
