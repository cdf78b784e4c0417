import { describe, expect, it } from 'vitest';
import { aCorporation, aLocation } from '../../test/fixtures';
import { NODE_COLOURS, orgChartHeight, orgChartOption } from './org-chart-option';
import { buildOrgTree } from './org-tree';

const tree = buildOrgTree(
  aCorporation,
  [{ id: '1', name: 'North', parent_id: '0', corporation_id: '1' }],
  [aLocation({ id: '5', name: 'Store', folder_id: '1' })],
);

function treeSeries() {
  const option = orgChartOption(tree, new Set(['location:5']));
  const series = Array.isArray(option.series) ? option.series[0] : option.series;
  if (series?.type !== 'tree') throw new Error('expected a tree series');
  return series;
}

describe('orgChartOption', () => {
  it('colours the root orange, folders silver and locations green', () => {
    const [root] = treeSeries().data ?? [];
    const folder = root?.children?.[0];
    const store = folder?.children?.[0];
    expect(root?.name).toBe('Acme Retail');
    expect(root?.itemStyle?.color).toBe(NODE_COLOURS.root.fill);
    expect(folder?.itemStyle?.color).toBe(NODE_COLOURS.folder.fill);
    expect(store?.itemStyle?.color).toBe(NODE_COLOURS.location.fill);
    expect(store?.value).toBe('location:5');
  });

  it('zooms and pans, and marks search matches', () => {
    const series = treeSeries();
    expect(series.roam).toBe(true);
    const store = series.data?.[0]?.children?.[0]?.children?.[0];
    expect(store?.label?.fontWeight).toBe('bold');
    expect(series.data?.[0]?.children?.[0]?.label?.fontWeight).toBe('normal');
  });

  it("puts the corporation's name above the root, where it cannot be cut off", () => {
    expect(treeSeries().data?.[0]?.label?.position).toBe('top');
    const long = buildOrgTree({ id: '1', name: 'N'.repeat(60) }, [], []);
    const option = orgChartOption(long, new Set());
    const series = Array.isArray(option.series) ? option.series[0] : option.series;
    expect(Number(series?.left)).toBeGreaterThanOrEqual(240);
  });

  it("puts the label of every node with children above it, and a leaf's beside it", () => {
    const [root] = treeSeries().data ?? [];
    const folder = root?.children?.[0];
    expect(folder?.label?.position).toBe('top');
    expect(folder?.children?.[0]?.label?.position).toBeUndefined();
    expect(treeSeries().leaves?.label?.position).toBe('right');
  });

  it("grows with the tree's breadth, 44 px a unit", () => {
    expect(orgChartHeight(tree)).toBe(320);
    const wide = buildOrgTree(
      aCorporation,
      [],
      Array.from({ length: 20 }, (_, i) => aLocation({ id: String(i + 1), name: `S${i}` })),
    );
    // 20 siblings span 19 units, plus one unit on each side; 60 px of margins.
    expect(orgChartHeight(wide)).toBe((19 + 2) * 44 + 60);
  });
});
