// /main/settings/{id}/floor-plans: the location's floor plans, an upload that creates one, and the
// editor (scale, placed gateways and door counters, areas, export) for the chosen plan.
import { Alert, Button, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import { parsePermissions } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCreateFloorPlan, useFloorPlans } from '../../../api/floor-plans';
import { imageSize, uploadFile } from '../../../api/uploads';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { FloorPlanEditor } from '../../floor-plan-editor/floor-plan-editor';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml';

export function FloorPlansPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const plans = useFloorPlans(id);
  const permissions = useUserPermissions(id);
  const createPlan = useCreateFloorPlan(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const granted = parsePermissions(permissions.data?.permissions);
  const canEdit = granted.has('locations_floorplan_edit');
  const canEditAreas = granted.has('locations_areas_edit');

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const size = await imageSize(file).catch(() => null);
      const stored = await uploadFile(file, '0');
      // An SVG without a size: the browser's default for replaced elements.
      const plan = await createPlan.mutateAsync({
        name: file.name.replace(/\.[^.]+$/, '') || t('floorPlans.defaultName'),
        file_id: stored.file,
        width_px: Math.max(1, Math.round(size?.width || 300)),
        height_px: Math.max(1, Math.round(size?.height || 150)),
      });
      setChosen(plan.id);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : t('floorPlans.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  let content;
  if (plans.isPending || permissions.isPending) content = <LoadingState />;
  else if (plans.isError) content = <ErrorState onRetry={() => void plans.refetch()} />;
  else {
    const current = plans.data.find((plan) => plan.id === chosen) ?? plans.data[0];
    content = (
      <Stack>
        <Group align="flex-end">
          {plans.data.length > 0 && (
            <Select
              label={t('floorPlans.choose')}
              data={plans.data.map((plan) => ({ value: plan.id, label: plan.name }))}
              value={current?.id ?? null}
              onChange={setChosen}
              allowDeselect={false}
            />
          )}
          {canEdit && (
            <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} loading={uploading}>
                  {t('floorPlans.upload')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('floorPlans.uploadHelp')}
        </Text>
        {uploadError && (
          <Alert color="red" role="alert">
            {uploadError}
          </Alert>
        )}
        {current ? (
          <FloorPlanEditor
            key={current.id}
            locationId={id}
            floorPlan={current}
            canEdit={canEdit}
            canEditAreas={canEditAreas}
          />
        ) : (
          <EmptyState message={t('floorPlans.empty')} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('screens.settingsFloorPlans')} />
      {content}
    </>
  );
}
