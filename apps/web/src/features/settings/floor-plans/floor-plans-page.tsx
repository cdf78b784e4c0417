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
import { PdfConversionError, isPdf, pdfFirstPageToPng, type PdfFailure } from './pdf-first-page';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,application/pdf,.pdf';

const PDF_ERROR_KEYS = {
  unreadable: 'floorPlans.pdfUnreadable',
  password: 'floorPlans.pdfPassword',
  noPages: 'floorPlans.pdfNoPages',
} as const satisfies Record<PdfFailure, string>;

export function FloorPlansPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const plans = useFloorPlans(id);
  const permissions = useUserPermissions(id);
  const createPlan = useCreateFloorPlan(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [convertingPdf, setConvertingPdf] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const granted = parsePermissions(permissions.data?.permissions);
  const canEdit = granted.has('locations_floorplan_edit');
  const canEditAreas = granted.has('locations_areas_edit');

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      // A PDF: its first page, rendered in the browser, is uploaded as a PNG.
      let image = file;
      let size: { width: number; height: number } | null;
      if (isPdf(file)) {
        setConvertingPdf(true);
        const converted = await pdfFirstPageToPng(file).finally(() => setConvertingPdf(false));
        image = converted.file;
        size = converted;
      } else size = await imageSize(file).catch(() => null);
      const stored = await uploadFile(image, '0');
      // An SVG without a size: the browser's default for replaced elements.
      const plan = await createPlan.mutateAsync({
        name: file.name.replace(/\.[^.]+$/, '') || t('floorPlans.defaultName'),
        file_id: stored.file,
        width_px: Math.max(1, Math.round(size?.width || 300)),
        height_px: Math.max(1, Math.round(size?.height || 150)),
      });
      setChosen(plan.id);
    } catch (error) {
      if (error instanceof PdfConversionError) setUploadError(t(PDF_ERROR_KEYS[error.reason]));
      else setUploadError(error instanceof Error ? error.message : t('floorPlans.uploadFailed'));
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
        {convertingPdf && (
          <Text size="sm" role="status">
            {t('floorPlans.pdfConverting')}
          </Text>
        )}
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
