import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chart, type ChartClick } from '../../components/chart';
import { nodeTarget } from './node-target';
import { orgChartHeight, orgChartOption } from './org-chart-option';
import { countOrgTree, flattenOrgTree, type RootNode } from './org-tree';

interface OrgChartViewProps {
  tree: RootNode;
  matches: ReadonlySet<string>;
}

/** The drawn tree: zoom with the wheel, pan by dragging, click a location to open it. */
export function OrgChartView({ tree, matches }: OrgChartViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const option = useMemo(() => orgChartOption(tree, matches), [tree, matches]);
  const nodes = useMemo(
    () => new Map(flattenOrgTree(tree).map((node) => [node.key, node])),
    [tree],
  );
  const counts = countOrgTree(tree);

  const open = ({ value }: ChartClick) => {
    const node = typeof value === 'string' ? nodes.get(value) : undefined;
    const target = node && nodeTarget(node);
    if (target) void navigate(target.to, { state: target.state });
  };

  return (
    <Chart
      option={option}
      height={orgChartHeight(tree)}
      onClick={open}
      ariaLabel={t('orgChart.chartLabel', {
        name: tree.name,
        folders: t('orgChart.folderCount', { count: counts.folders }),
        locations: t('orgChart.locationCount', { count: counts.locations }),
      })}
      // The page's list beside the chart holds the same tree, with its actions.
      table="shown-by-owner"
    />
  );
}
