// /main/settings/{id}/areas: areas and area groups: create, rename, delete, assign to a group.
// Polygons are drawn on the floor-plans page.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { parsePermissions } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  useAreaGroups,
  useAreas,
  useCreateArea,
  useCreateAreaGroup,
  useDeleteArea,
  useDeleteAreaGroup,
  useRenameAreaGroup,
  useUpdateArea,
} from '../../../api/areas';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';

function NameForm({
  label,
  submit,
  pending,
}: {
  label: string;
  submit: (name: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        submit(name).then(
          () => setName(''),
          (failure: unknown) =>
            setError(failure instanceof Error ? failure.message : String(failure)),
        );
      }}
    >
      <Group align="flex-start">
        <TextInput
          label={label}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" mt={25} loading={pending}>
          {t('areas.add')}
        </Button>
      </Group>
    </form>
  );
}

function RenameCell({
  value,
  onSave,
  label,
  disabled,
}: {
  value: string;
  onSave: (name: string) => void;
  label: string;
  disabled: boolean;
}) {
  const [name, setName] = useState(value);
  return (
    <TextInput
      aria-label={label}
      value={name}
      disabled={disabled}
      onChange={(e) => setName(e.currentTarget.value)}
      onBlur={() => name.trim() && name.trim() !== value && onSave(name.trim())}
    />
  );
}

export function AreasPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const areas = useAreas(id);
  const groups = useAreaGroups(id);
  const permissions = useUserPermissions(id);
  const createArea = useCreateArea(id);
  const updateArea = useUpdateArea();
  const deleteArea = useDeleteArea();
  const createGroup = useCreateAreaGroup(id);
  const renameGroup = useRenameAreaGroup();
  const deleteGroup = useDeleteAreaGroup();
  const canEdit = parsePermissions(permissions.data?.permissions).has('locations_areas_edit');
  const failure = [updateArea, deleteArea, renameGroup, deleteGroup].find((m) => m.error)?.error;

  let content;
  if (areas.isPending || groups.isPending || permissions.isPending) content = <LoadingState />;
  else if (areas.isError || groups.isError)
    content = <ErrorState onRetry={() => void Promise.all([areas.refetch(), groups.refetch()])} />;
  else {
    const groupOptions = groups.data.map((group) => ({ value: group.id, label: group.name }));
    content = (
      <Stack gap="xl">
        {failure && (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('areas.areasTitle')}
          </Title>
          {areas.data.length === 0 ? (
            <EmptyState message={t('areas.emptyAreas')} />
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('areas.name')}</Table.Th>
                  <Table.Th>{t('areas.group')}</Table.Th>
                  <Table.Th>{t('areas.shape')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {areas.data.map((area) => (
                  <Table.Tr key={area.id}>
                    <Table.Td>
                      <RenameCell
                        value={area.name}
                        label={t('areas.renameArea', { name: area.name })}
                        disabled={!canEdit}
                        onSave={(name) => updateArea.mutate({ areaId: area.id, name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('areas.groupOf', { name: area.name })}
                        data={groupOptions}
                        value={area.group_id}
                        placeholder={t('areas.noGroup')}
                        clearable
                        disabled={!canEdit}
                        onChange={(groupId) =>
                          updateArea.mutate({ areaId: area.id, group_id: groupId })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {area.polygon
                          ? t('areas.points', { count: area.polygon.length })
                          : t('areas.notDrawn')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('areas.deleteArea', { name: area.name })}
                          onClick={() => deleteArea.mutate(area.id)}
                        >
                          ×
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {canEdit && (
            <NameForm
              label={t('areas.newArea')}
              pending={createArea.isPending}
              submit={(name) => createArea.mutateAsync({ name })}
            />
          )}
        </section>
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('areas.groupsTitle')}
          </Title>
          {groups.data.length === 0 ? (
            <EmptyState message={t('areas.emptyGroups')} />
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('areas.name')}</Table.Th>
                  <Table.Th>{t('areas.members')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.data.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>
                      <RenameCell
                        value={group.name}
                        label={t('areas.renameGroup', { name: group.name })}
                        disabled={!canEdit}
                        onSave={(name) => renameGroup.mutate({ groupId: group.id, name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      {areas.data
                        .filter((area) => group.area_ids.includes(area.id))
                        .map((area) => area.name)
                        .join(', ') || '—'}
                    </Table.Td>
                    <Table.Td>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('areas.deleteGroup', { name: group.name })}
                          onClick={() => deleteGroup.mutate(group.id)}
                        >
                          ×
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {canEdit && (
            <NameForm
              label={t('areas.newGroup')}
              pending={createGroup.isPending}
              submit={(name) => createGroup.mutateAsync({ name })}
            />
          )}
        </section>
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('screens.settingsAreas')} />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('areas.intro')}
      </Text>
      {content}
    </>
  );
}
