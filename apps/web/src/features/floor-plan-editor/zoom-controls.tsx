import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3];

/** Zoom out / the current zoom / zoom in, stepping through ZOOMS. */
export function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation();
  const step = (by: number) => {
    const index = Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(zoom) + by));
    onZoom(ZOOMS[index] ?? zoom);
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        aria-label={t('floorPlans.zoomOut')}
        onClick={() => step(-1)}
      >
        −
      </Button>
      <Text size="sm" aria-live="polite">
        {Math.round(zoom * 100)}%
      </Text>
      <Button
        variant="default"
        size="xs"
        aria-label={t('floorPlans.zoomIn')}
        onClick={() => step(1)}
      >
        +
      </Button>
    </Group>
  );
}
