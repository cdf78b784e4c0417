import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { FloorPlan } from '@footfall/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationFloorPlanQuery } from '../../api/floor-plans';
import { fetchUploadObjectUrl } from '../../api/uploads';
import { canvasBlob, drawFloorPlan, loadImage } from './draw-floor-plan';
import { exportFileName, runExport, type ExportStep } from './export-steps';
import { writeImagePdf } from './pdf-writer';

interface ExportButtonsProps {
  locationId: string;
  floorPlan: FloorPlan;
}

/** "Export PNG" / "Export PDF": builds the file in the browser, showing each step. */
export function ExportButtons({ locationId, floorPlan }: ExportButtonsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ExportStep | null>(null);
  const [failed, setFailed] = useState(false);

  const start = async (format: 'png' | 'pdf') => {
    setFailed(false);
    let objectUrl: string | null = null;
    try {
      const blob = await runExport(
        {
          findGateways: async () => {
            const answer = await queryClient.fetchQuery({
              ...locationFloorPlanQuery(locationId),
              staleTime: 0,
            });
            const mine = answer.floor_plan?.id === floorPlan.id;
            return {
              sensors: mine ? answer.sensors : [],
              doorCounters: mine ? answer.door_counters : [],
            };
          },
          fetchFloorPlan: async () => {
            if (!floorPlan.image_url) throw new Error('no image');
            objectUrl = await fetchUploadObjectUrl(floorPlan.image_url);
            return loadImage(objectUrl);
          },
          draw: (placed, image) =>
            drawFloorPlan({
              image,
              widthPx: floorPlan.width_px ?? image.naturalWidth,
              heightPx: floorPlan.height_px ?? image.naturalHeight,
              metresPerPixel: floorPlan.metres_per_pixel,
              ...placed,
            }),
          createFile: async (canvas) => {
            if (format === 'png') return canvasBlob(canvas, 'image/png');
            const jpeg = new Uint8Array(
              await (await canvasBlob(canvas, 'image/jpeg', 0.92)).arrayBuffer(),
            );
            const pdf = writeImagePdf(
              { jpeg, widthPx: canvas.width, heightPx: canvas.height },
              floorPlan.name,
            );
            return new Blob([pdf.buffer as ArrayBuffer], { type: 'application/pdf' });
          },
        },
        setStep,
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = exportFileName(floorPlan.name, format);
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setFailed(true);
    } finally {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setStep(null);
    }
  };

  return (
    <Group gap="sm">
      <Button variant="default" disabled={step !== null} onClick={() => void start('png')}>
        {t('floorPlanExport.png')}
      </Button>
      <Button variant="default" disabled={step !== null} onClick={() => void start('pdf')}>
        {t('floorPlanExport.pdf')}
      </Button>
      {step && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">{t(`floorPlanExport.steps.${step}`)}</Text>
        </Group>
      )}
      {failed && (
        <Alert color="red" role="alert" py={4}>
          {t('floorPlanExport.failed')}
        </Alert>
      )}
    </Group>
  );
}
