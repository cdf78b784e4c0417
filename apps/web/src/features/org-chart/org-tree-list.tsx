import { Anchor, Box, Group, Mark, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './org-tree-list.module.css';
import type { OrgAction } from './org-actions';
import { NODE_COLOURS } from './org-chart-option';
import { nodeTarget } from './node-target';
import type { OrgNode, RootNode } from './org-tree';
import { RowButton } from '../../components/row-button';

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
  const name = node.name;
  return (
    <Group gap={2} wrap="nowrap" ml="auto">
      {node.kind === 'folder' && (
        <RowButton
          label={t('orgChart.rename')}
          ariaLabel={t('orgChart.renameLabel', { name })}
          onClick={() => onAction({ type: 'rename', node })}
        />
      )}
      {/* An AT booth lives in its show's folder and moves with it. */}
      {!(node.kind === 'location' && node.location.parent_id !== null) && (
        <RowButton
          label={t('orgChart.move')}
          ariaLabel={t('orgChart.moveLabel', { name })}
          onClick={() => onAction({ type: 'move', node })}
        />
      )}
      {node.kind === 'folder' && node.children.length === 0 && (
        <RowButton
          label={t('common.delete')}
          ariaLabel={t('orgChart.deleteLabel', { name })}
          danger
          onClick={() => onAction({ type: 'delete', node })}
        />
      )}
    </Group>
  );
}
