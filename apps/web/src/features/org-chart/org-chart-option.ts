import type { ChartOption, TreeNodeOption } from '../../components/chart';
import { treeBreadth } from './org-chart-breadth';
import type { OrgNode, RootNode } from './org-tree';

/**
 * Node colours of docs/product.md section 2: root orange, folders silver, locations green. The
 * labels sit beside the symbols in dark text on the white page (AA contrast), never on the colours.
 */
export const NODE_COLOURS = {
  root: { fill: '#f08c00', border: '#a35200' },
  folder: { fill: '#c0c0c0', border: '#6b6b6b' },
  location: { fill: '#2f9e44', border: '#1b5e28' },
} as const;

export const LABEL_COLOUR = '#1f2328';
export const LABEL_BACKGROUND = 'rgba(255, 255, 255, 0.9)';
/** Behind a search match's label: dark text on pale yellow keeps AA contrast. */
export const MATCH_BACKGROUND = '#ffe066';

const SYMBOL_SIZE = { root: 18, folder: 13, location: 11 } as const;
const MIN_HEIGHT = 320;
const TOP = 40;
const BOTTOM = 20;
/**
 * Pixels per layout unit (one unit parts two siblings). A label above a node (a box of about
 * 20 px, 5 px over a symbol of up to 13 px) reaches about 32 px up, and the row one unit up has
 * its own label 10 px either side of its centre: 44 px keeps the two apart.
 */
const UNIT_HEIGHT = 44;

// A node with children (the root, a folder, a show with booths) has its label above it, centred:
// its links leave to the right and its parent's arrive from the left, so none crosses the label
// (beside it, the links fanning out to its siblings did). The left margin leaves room for half
// of the root's.
const LABEL_ABOVE = {
  position: 'top',
  align: 'center',
  verticalAlign: 'bottom',
  distance: 5,
} as const;
const ROOT_CHAR_WIDTH = 4; // half the width of a bold 13 px character, roughly
const MIN_LEFT = 40;

function toChartNode(node: OrgNode, matches: ReadonlySet<string>): TreeNodeOption {
  const colours = NODE_COLOURS[node.kind];
  const matched = matches.has(node.key);
  const place = node.children.length > 0 ? LABEL_ABOVE : {};
  return {
    name: node.name,
    // The click handler reads the node's key back from here.
    value: node.key,
    symbol: node.kind === 'folder' ? 'rect' : 'circle',
    symbolSize: SYMBOL_SIZE[node.kind],
    itemStyle: { color: colours.fill, borderColor: colours.border, borderWidth: 1.5 },
    label: matched
      ? { ...place, fontWeight: 'bold', backgroundColor: MATCH_BACKGROUND }
      : { ...place, fontWeight: node.kind === 'root' ? 'bold' : 'normal' },
    children: node.children.map((child) => toChartNode(child, matches)),
  };
}

/**
 * The height that gives every layout unit UNIT_HEIGHT pixels: ECharts fits the tree's breadth
 * plus a unit on each side (a half separation of its outermost nodes) between top and bottom.
 */
export function orgChartHeight(root: RootNode): number {
  return Math.max(MIN_HEIGHT, (treeBreadth(root) + 2) * UNIT_HEIGHT + TOP + BOTTOM);
}

/** The ECharts option of the organisation chart: a left-to-right tree that zooms and pans. */
export function orgChartOption(root: RootNode, matches: ReadonlySet<string>): ChartOption {
  return {
    tooltip: { trigger: 'item', triggerOn: 'mousemove' },
    series: [
      {
        type: 'tree',
        data: [toChartNode(root, matches)],
        orient: 'LR',
        top: TOP,
        bottom: BOTTOM,
        left: Math.max(MIN_LEFT, root.name.length * ROOT_CHAR_WIDTH + 16),
        right: 200,
        roam: true,
        initialTreeDepth: -1,
        expandAndCollapse: false,
        animationDuration: 300,
        label: {
          position: 'left',
          verticalAlign: 'middle',
          align: 'right',
          color: LABEL_COLOUR,
          fontSize: 13,
          // A white box keeps a label readable where the links pass under it.
          backgroundColor: LABEL_BACKGROUND,
          padding: [2, 4],
          borderRadius: 3,
        },
        leaves: { label: { position: 'right', verticalAlign: 'middle', align: 'left' } },
        lineStyle: { color: '#868e96', width: 1.2, curveness: 0.5 },
        emphasis: { focus: 'descendant' },
      },
    ],
  };
}
