import { Anchor, Box, Button, Group, Mark, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './org-tree-list.module.css';
import type { OrgAction } from './org-actions';
import { NODE_COLOURS } from './org-chart-option';
import { nodeTarget } from './node-target';
import type { OrgNode, RootNode } from './org-tree';

interface OrgTreeListProps {
  tree: RootNode;
  matches: ReadonlySet<string>;
  canEdit: boolean;
  onAction: (action: OrgAction) => void;
}

/**
 * The chart's nodes as nested lists: what keyboard and screen-reader users (and tests) work
 * with. Each row links a location to its dashboard and offers the edit actions.
 */
export function OrgTreeList({ tree, matches, canEdit, onAction }: OrgTreeListProps) {
  return (
    <ul className={classes.tree}>
      <Row node={tree} matches={matches} canEdit={canEdit} onAction={onAction} />
    </ul>
  );
}

interface RowProps extends Omit<OrgTreeListProps, 'tree'> {
  node: OrgNode;
}

function Row({ node, matches, canEdit, onAction }: RowProps) {
  const { t } = useTranslation();
  const matched = matches.has(node.key);
  const name: ReactNode = matched ? <Mark>{node.name}</Mark> : node.name;
  const target = nodeTarget(node);
  const kindLabel = t(`orgChart.kinds.${node.kind}`);

  return (
    <li>
      <Group gap={6} className={classes.row}>
        <Box
          aria-hidden
          className={classes.symbol}
          data-kind={node.kind}
          style={{
            background: NODE_COLOURS[node.kind].fill,
            borderColor: NODE_COLOURS[node.kind].border,
          }}
        />
        <VisuallyHidden>{kindLabel}: </VisuallyHidden>
        {target ? (
          <Anchor component={Link} to={target.to} state={target.state} size="sm" fw={500}>
            {name}
          </Anchor>
        ) : (
          <Text size="sm" fw={node.kind === 'root' ? 700 : 500}>
            {name}
          </Text>
        )}
        {canEdit && <RowActions node={node} onAction={onAction} />}
      </Group>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Row
              key={child.key}
              node={child}
              matches={matches}
              canEdit={canEdit}
              onAction={onAction}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function RowActions({ node, onAction }: { node: OrgNode; onAction: (a: OrgAction) => void }) {
  const { t } = useTranslation();
  if (node.kind === 'root') return null;
  const action = (label: string, aria: string, run: () => void, color?: string) => (
    <Button size="compact-xs" variant="subtle" color={color} aria-label={aria} onClick={run}>
      {label}
    </Button>
  );
  const name = node.name;
  return (
    <Group gap={2} wrap="nowrap" ml="auto">
      {node.kind === 'folder' &&
        action(t('orgChart.rename'), t('orgChart.renameLabel', { name }), () =>
          onAction({ type: 'rename', node }),
        )}
      {/* An AT booth lives in its show's folder and moves with it. */}
      {!(node.kind === 'location' && node.location.parent_id !== null) &&
        action(t('orgChart.move'), t('orgChart.moveLabel', { name }), () =>
          onAction({ type: 'move', node }),
        )}
      {node.kind === 'folder' &&
        node.children.length === 0 &&
        action(
          t('common.delete'),
          t('orgChart.deleteLabel', { name }),
          () => onAction({ type: 'delete', node }),
          'red',
        )}
    </Group>
  );
}
