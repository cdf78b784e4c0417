import { Button, Grid, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { PageState } from '../../components/page-state';
import { DeleteFolderModal } from './delete-folder-modal';
import { FolderNameModal } from './folder-name-modal';
import { MoveModal } from './move-modal';
import type { OrgAction } from './org-actions';
import { OrgChartLegend } from './org-chart-legend';
import { OrgChartView } from './org-chart-view';
import { filterOrgTree } from './org-tree';
import { OrgTreeList } from './org-tree-list';
import { useOrgChartData } from './use-org-chart-data';

/** /main/tree-view: the corporation's folders and locations as a chart and as a list. */
export function OrgChartPage() {
  const { t } = useTranslation();
  const data = useOrgChartData();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [action, setAction] = useState<OrgAction | null>(null);
  const tree = data.status === 'ready' ? data.tree : null;
  const filtered = useMemo(
    () => (tree ? filterOrgTree(tree, deferredSearch) : null),
    [tree, deferredSearch],
  );

  const title = t('screens.treeView');
  if (data.status === 'pending') return <PageState title={title} />;
  if (data.status === 'error' || !filtered)
    return (
      <PageState title={title} failed onRetry={data.status === 'error' ? data.retry : undefined} />
    );

  const isEmpty = data.tree.children.length === 0;
  const nothingFound = deferredSearch.trim() !== '' && filtered.matches.size === 0;
  const close = () => setAction(null);

  return (
    <>
      <PageTitle title={title} />
      <Text c="dimmed" mb="md">
        {t('orgChart.intro')}
      </Text>
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          type="search"
          label={t('orgChart.search')}
          placeholder={t('orgChart.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {data.canEdit && (
          <Group gap="xs">
            <Button variant="default" component={Link} to="/add-location">
              {t('orgChart.addLocation')}
            </Button>
            <Button onClick={() => setAction({ type: 'newFolder' })}>
              {t('orgChart.newFolder')}
            </Button>
          </Group>
        )}
      </Group>
      {nothingFound && (
        <Text role="status" mb="sm">
          {t('orgChart.noMatches', { search: deferredSearch.trim() })}
        </Text>
      )}
      {isEmpty ? (
        <EmptyState
          message={t('orgChart.empty')}
          link={
            data.canEdit ? { to: '/add-location', label: t('orgChart.addLocation') } : undefined
          }
        />
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Paper withBorder p="sm" component="section" aria-labelledby="org-chart-heading">
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h4" id="org-chart-heading">
                  {t('orgChart.chartHeading')}
                </Title>
                <OrgChartLegend />
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                {t('orgChart.chartHint')}
              </Text>
              <OrgChartView tree={filtered.tree} matches={filtered.matches} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Paper withBorder p="sm" component="section" aria-labelledby="org-list-heading">
              <Title order={2} size="h4" id="org-list-heading" mb="xs">
                {t('orgChart.listHeading')}
              </Title>
              <OrgTreeList
                tree={filtered.tree}
                matches={filtered.matches}
                canEdit={data.canEdit}
                onAction={setAction}
              />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      {action?.type === 'newFolder' && (
        <FolderNameModal
          corporationId={data.corporation.id}
          corporationName={data.corporation.name}
          folders={data.folders}
          onClose={close}
        />
      )}
      {action?.type === 'rename' && (
        <FolderNameModal
          corporationId={data.corporation.id}
          corporationName={data.corporation.name}
          folders={data.folders}
          folder={action.node.folder}
          onClose={close}
        />
      )}
      {action?.type === 'move' && (
        <MoveModal
          subject={{
            kind: action.node.kind,
            id: action.node.kind === 'folder' ? action.node.folder.id : action.node.location.id,
            name: action.node.name,
            currentFolderId:
              action.node.kind === 'folder'
                ? action.node.folder.parent_id
                : action.node.location.folder_id,
          }}
          folders={data.folders}
          corporationName={data.corporation.name}
          onClose={close}
        />
      )}
      {action?.type === 'delete' && <DeleteFolderModal node={action.node} onClose={close} />}
    </>
  );
}
