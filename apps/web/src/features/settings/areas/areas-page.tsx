// /main/settings/{id}/areas: areas and area groups: create, rename, delete, assign to a group.
// Polygons are drawn on the floor-plans page.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { parsePermissions, type Area, type AreaGroup } from '@footfall/core';
import { useState, type ReactNode } from 'react';
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
import { DataTable, type DataTableColumn } from '../../../components/data-table';
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

/** A column of names, each renamed where it stands (saved on leaving the field). */
function nameColumn<Row extends { name: string }>(
  header: string,
  canEdit: boolean,
  rename: (row: Row) => { label: string; save: (name: string) => void },
): DataTableColumn<Row> {
  return {
    key: 'name',
    header,
    cell: (row) => {
      const { label, save } = rename(row);
      return <RenameCell value={row.name} label={label} disabled={!canEdit} onSave={save} />;
    },
  };
}

/** A column of delete buttons, empty for someone who may not edit. */
function deleteColumn<Row>(
  canEdit: boolean,
  action: (row: Row) => { label: string; onClick: () => void },
): DataTableColumn<Row> {
  return {
    key: 'delete',
    header: null,
    cell: (row) => {
      if (!canEdit) return null;
      const { label, onClick } = action(row);
      return (
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
          ×
        </ActionIcon>
      );
    },
  };
}

/** One list of the page (areas or groups): its title, its table and the form that adds to it. */
function AreasSection(props: {
  title: string;
  newLabel: string;
  canEdit: boolean;
  create: { isPending: boolean; mutateAsync: (body: { name: string }) => Promise<unknown> };
  children: ReactNode;
}) {
  return (
    <section>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {props.children}
      {props.canEdit && (
        <NameForm
          label={props.newLabel}
          pending={props.create.isPending}
          submit={(name) => props.create.mutateAsync({ name })}
        />
      )}
    </section>
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
        <AreasSection
          title={t('areas.areasTitle')}
          newLabel={t('areas.newArea')}
          canEdit={canEdit}
          create={createArea}
        >
          <DataTable
            rows={areas.data}
            rowKey={(area) => area.id}
            emptyText={t('areas.emptyAreas')}
            striped={false}
            columns={[
              nameColumn(t('areas.name'), canEdit, (area: Area) => ({
                label: t('areas.renameArea', { name: area.name }),
                save: (name) => updateArea.mutate({ areaId: area.id, name }),
              })),
              {
                key: 'group',
                header: t('areas.group'),
                cell: (area) => (
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
                ),
              },
              {
                key: 'shape',
                header: t('areas.shape'),
                cell: (area) => (
                  <Text size="sm">
                    {area.polygon
                      ? t('areas.points', { count: area.polygon.length })
                      : t('areas.notDrawn')}
                  </Text>
                ),
              },
              deleteColumn(canEdit, (area: Area) => ({
                label: t('areas.deleteArea', { name: area.name }),
                onClick: () => deleteArea.mutate(area.id),
              })),
            ]}
          />
        </AreasSection>
        <AreasSection
          title={t('areas.groupsTitle')}
          newLabel={t('areas.newGroup')}
          canEdit={canEdit}
          create={createGroup}
        >
          <DataTable
            rows={groups.data}
            rowKey={(group) => group.id}
            emptyText={t('areas.emptyGroups')}
            striped={false}
            columns={[
              nameColumn(t('areas.name'), canEdit, (group: AreaGroup) => ({
                label: t('areas.renameGroup', { name: group.name }),
                save: (name) => renameGroup.mutate({ groupId: group.id, name }),
              })),
              {
                key: 'members',
                header: t('areas.members'),
                cell: (group) =>
                  areas.data
                    .filter((area) => group.area_ids.includes(area.id))
                    .map((area) => area.name)
                    .join(', ') || '—',
              },
              deleteColumn(canEdit, (group: AreaGroup) => ({
                label: t('areas.deleteGroup', { name: group.name }),
                onClick: () => deleteGroup.mutate(group.id),
              })),
            ]}
          />
        </AreasSection>
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('screens.settingsAreas')} intro={t('areas.intro')} />
      {content}
    </>
  );
}
