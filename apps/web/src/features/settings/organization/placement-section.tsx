import { Button, Group, Paper, Table, Title } from '@mantine/core';
import { locationDisplayName, ROOT_FOLDER_ID, type Location } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCorporations } from '../../../api/corporations';
import { useFolders } from '../../../api/folders';
import { useLocations } from '../../../api/locations';
import { moveDestinations } from '../../org-chart/move-destinations';
import { MoveModal } from '../../org-chart/move-modal';

interface PlacementSectionProps {
  location: Location;
  /** locations_edit: may move the location to another folder. */
  canMove: boolean;
}

/** Where the location sits: its folder (as a path) and, for a booth, its show. */
export function PlacementSection({ location, canMove }: PlacementSectionProps) {
  const { t } = useTranslation();
  const folders = useFolders(location.corporation_id);
  const locations = useLocations();
  const corporations = useCorporations();
  const [moving, setMoving] = useState(false);
  const corporationName =
    corporations.data?.find((corporation) => corporation.id === location.corporation_id)?.name ??
    location.corporation;

  const folderPath =
    location.folder_id === ROOT_FOLDER_ID
      ? t('orgChart.topLevel', { name: corporationName })
      : (moveDestinations(folders.data ?? [], { kind: 'location', id: location.id })
          .find((option) => option.value === location.folder_id)
          ?.path.join(' / ') ?? (folders.isPending ? t('common.loading') : location.folder_id));
  const parent = location.parent_id
    ? locations.data?.find((candidate) => candidate.id === location.parent_id)
    : undefined;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="placement-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="placement-heading">
          {t('settingsOrganization.placement')}
        </Title>
        {canMove && (
          <Button
            variant="light"
            size="xs"
            onClick={() => setMoving(true)}
            disabled={!folders.data}
          >
            {t('settingsOrganization.move')}
          </Button>
        )}
      </Group>
      <Table variant="vertical" withTableBorder={false} layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={180}>{t('fields.folder')}</Table.Th>
            <Table.Td>{folderPath}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('fields.parent')}</Table.Th>
            <Table.Td>
              {location.parent_id === null
                ? t('settingsOrganization.noParent')
                : locationDisplayName(parent?.name)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {moving && folders.data && (
        <MoveModal
          subject={{
            kind: 'location',
            id: location.id,
            name: locationDisplayName(location.name),
            currentFolderId: location.folder_id,
          }}
          folders={folders.data}
          corporationName={corporationName}
          onClose={() => setMoving(false)}
        />
      )}
    </Paper>
  );
}
