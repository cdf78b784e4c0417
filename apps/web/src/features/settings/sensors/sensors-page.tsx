import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { hasPermissionPrefix, parsePermissions, type Sensor } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSensorAreas, useSensors } from '../../../api/sensors';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { PageState } from '../../../components/page-state';
import { ConnectHardwareSection } from './connect-hardware-section';
import { HardwareImportSection } from './hardware-import-section';
import { SensorFormModal } from './sensor-form-modal';
import { SensorsTable } from './sensors-table';

/** /main/settings/{id}/sensors: the gateways, adding and editing them, the ways to connect
 * hardware, and the CSV import. */
export function SensorsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useUserPermissions(id);
  const granted = parsePermissions(permissions.data?.permissions);
  const canEdit = granted.has('locations_sensors_edit');
  const sensors = useSensors(id);
  const areas = useSensorAreas(
    id,
    permissions.isSuccess && hasPermissionPrefix(granted, 'locations_areas_'),
  );
  const [editing, setEditing] = useState<Sensor | 'new' | null>(null);

  const title = t('screens.settingsSensors');
  if (sensors.isPending || permissions.isPending) return <PageState title={title} />;
  if (sensors.isError)
    return <PageState title={title} failed onRetry={() => void sensors.refetch()} />;

  return (
    <>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Paper withBorder p="lg" component="section" aria-labelledby="sensors-heading">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="sensors-heading">
              {t('sensors.listTitle')}
            </Title>
            {canEdit && <Button onClick={() => setEditing('new')}>{t('sensors.add')}</Button>}
          </Group>
          <Text size="sm" c="dimmed" mb="md">
            {canEdit ? t('sensors.intro') : t('sensors.readOnly')}
          </Text>
          {sensors.data.length === 0 ? (
            <EmptyState message={t('sensors.empty')} />
          ) : (
            <SensorsTable
              sensors={sensors.data}
              areas={areas.data}
              canEdit={canEdit}
              onEdit={setEditing}
            />
          )}
        </Paper>
        {granted.has('corporations_api_view') && <ConnectHardwareSection locationId={id} />}
        {canEdit && <HardwareImportSection locationId={id} />}
      </Stack>
      {editing && (
        <SensorFormModal
          locationId={id}
          sensor={editing === 'new' ? undefined : editing}
          areas={areas.data}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
