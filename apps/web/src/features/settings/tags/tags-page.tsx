import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { parsePermissions, type Tag, numberFormat } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocationById } from '../../../api/locations';
import { useDeleteTag, useTags } from '../../../api/tags';
import { useUserPermissions } from '../../../api/user-permissions';
import { ConfirmMutationModal } from '../../../components/confirm-mutation-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { PageState } from '../../../components/page-state';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format-date-time';
import { TagFormModal } from './tag-form-modal';
import { RowButton } from '../../../components/row-button';

/** /main/settings/{id}/tags: the location's tags (door counters included). */
export function TagsPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { id = '' } = useParams();
  const location = useLocationById(id);
  const permissions = useUserPermissions(id);
  const canEdit = parsePermissions(permissions.data?.permissions).has('locations_tags_edit');
  const tags = useTags(id);
  const remove = useDeleteTag(id);
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);

  const title = t('screens.settingsTags');
  if (tags.isPending || permissions.isPending || location.isPending)
    return <PageState title={title} />;
  if (tags.isError || location.isError)
    return (
      <PageState
        title={title}
        failed
        onRetry={() => void Promise.all([tags.refetch(), location.refetch()])}
      />
    );
  const services = location.data.services.tag_services;
  const number = numberFormat(locale, 'precise');
  const columns: DataTableColumn<Tag>[] = [
    { key: 'name', header: t('tags.name'), rowHeader: true, cell: (tag) => tag.name },
    { key: 'serial', header: t('tags.serial'), monospace: true, cell: (tag) => tag.serial },
    {
      key: 'service',
      header: t('tags.service'),
      cell: (tag) => t(`tags.serviceNames.${tag.tag_service}`, { defaultValue: tag.tag_service }),
    },
    { key: 'door', header: t('tags.door'), cell: (tag) => tag.door ?? '—' },
    {
      key: 'position',
      header: t('tags.position'),
      cell: (tag) =>
        tag.x_m !== null && tag.y_m !== null
          ? t('sensors.positionValue', { x: number.format(tag.x_m), y: number.format(tag.y_m) })
          : '—',
    },
    {
      key: 'lastSeen',
      header: t('tags.lastSeen'),
      cell: (tag) =>
        tag.last_seen_at ? formatDateTime(tag.last_seen_at, locale) : t('tags.never'),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('tags.actions'),
      cell: (tag) => (
        <Group gap={4} wrap="nowrap">
          <RowButton
            label={t('tags.edit')}
            ariaLabel={t('tags.editLabel', { name: tag.name })}
            onClick={() => setEditing(tag)}
          />
          <RowButton
            label={t('tags.delete')}
            ariaLabel={t('tags.deleteLabel', { name: tag.name })}
            danger
            onClick={() => {
              remove.reset();
              setDeleting(tag);
            }}
          />
        </Group>
      ),
    });
  }

  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p="lg" component="section" aria-labelledby="tags-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="tags-heading">
            {t('tags.listTitle')}
          </Title>
          {canEdit && services.length > 0 && (
            <Button onClick={() => setEditing('new')}>{t('tags.add')}</Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          {canEdit ? t('tags.intro') : t('tags.readOnly')}
        </Text>
        {canEdit && services.length === 0 && (
          <Alert color="gray" mb="md">
            {t('tags.noServices')}
          </Alert>
        )}
        <DataTable
          columns={columns}
          rows={tags.data}
          rowKey={(tag) => tag.id}
          emptyText={t('tags.empty')}
          minWidth={720}
        />
      </Paper>
      {editing && (
        <TagFormModal
          locationId={id}
          services={
            editing !== 'new' && !services.includes(editing.tag_service)
              ? [editing.tag_service, ...services]
              : services
          }
          tag={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmMutationModal
        target={deleting?.id ?? null}
        mutation={remove}
        title={t('tags.deleteTitle')}
        confirmLabel={t('tags.delete')}
        onClose={() => setDeleting(null)}
      >
        {t('tags.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmMutationModal>
    </>
  );
}
