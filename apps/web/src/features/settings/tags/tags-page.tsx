import { Alert, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { parsePermissions, type Tag, numberFormat } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocationById } from '../../../api/locations';
import { useDeleteTag, useTags } from '../../../api/tags';
import { useUserPermissions } from '../../../api/user-permissions';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format-date-time';
import { failureMessage } from '../../../lib/http/failure-message';
import { TagFormModal } from './tag-form-modal';

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

  const title = <PageTitle title={t('screens.settingsTags')} />;
  if (tags.isPending || permissions.isPending || location.isPending) {
    return (
      <>
        {title}
        <LoadingState />
      </>
    );
  }
  if (tags.isError || location.isError) {
    return (
      <>
        {title}
        <ErrorState onRetry={() => void Promise.all([tags.refetch(), location.refetch()])} />
      </>
    );
  }
  const services = location.data.services.tag_services;
  const number = numberFormat(locale, 'precise');

  return (
    <>
      {title}
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
        {tags.data.length === 0 ? (
          <EmptyState message={t('tags.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('tags.name')}</Table.Th>
                  <Table.Th scope="col">{t('tags.serial')}</Table.Th>
                  <Table.Th scope="col">{t('tags.service')}</Table.Th>
                  <Table.Th scope="col">{t('tags.door')}</Table.Th>
                  <Table.Th scope="col">{t('tags.position')}</Table.Th>
                  <Table.Th scope="col">{t('tags.lastSeen')}</Table.Th>
                  {canEdit && <Table.Th scope="col">{t('tags.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tags.data.map((tag) => (
                  <Table.Tr key={tag.id}>
                    <Table.Th scope="row" fw={500}>
                      {tag.name}
                    </Table.Th>
                    <Table.Td ff="monospace">{tag.serial}</Table.Td>
                    <Table.Td>
                      {t(`tags.serviceNames.${tag.tag_service}`, {
                        defaultValue: tag.tag_service,
                      })}
                    </Table.Td>
                    <Table.Td>{tag.door ?? '—'}</Table.Td>
                    <Table.Td>
                      {tag.x_m !== null && tag.y_m !== null
                        ? t('sensors.positionValue', {
                            x: number.format(tag.x_m),
                            y: number.format(tag.y_m),
                          })
                        : '—'}
                    </Table.Td>
                    <Table.Td>
                      {tag.last_seen_at
                        ? formatDateTime(tag.last_seen_at, locale)
                        : t('tags.never')}
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-label={t('tags.editLabel', { name: tag.name })}
                            onClick={() => setEditing(tag)}
                          >
                            {t('tags.edit')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            aria-label={t('tags.deleteLabel', { name: tag.name })}
                            onClick={() => {
                              remove.reset();
                              setDeleting(tag);
                            }}
                          >
                            {t('tags.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
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
      <ConfirmModal
        opened={deleting !== null}
        title={t('tags.deleteTitle')}
        confirmLabel={t('tags.delete')}
        danger
        loading={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, t) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {t('tags.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}
