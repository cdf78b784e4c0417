// "Booths": on an attendee-tracking hall plan, the show's booths (its child locations), each with
// its outline's state and "Draw outline" or "Redraw", which arm the editor's area drawing.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from './side-panel';

/** The colour of booth outlines on the plan, distinct from plain areas (green). */
export const BOOTH_COLOUR = '#7048e8';
export const BOOTH_FILL = 'rgba(112,72,232,0.15)';

export interface Booth {
  id: string;
  name: string;
  /** The booth's dashboard (core dashboardPath), or null. */
  path: string | null;
  /** The id of the area outlining the booth on this plan, or null. */
  outlineId: string | null;
}

interface BoothsPanelProps {
  booths: Booth[];
  /** The floor plan has a scale: without one nothing can be drawn. */
  scaleSet: boolean;
  canEdit: boolean;
  /** The booth whose outline is being drawn. */
  drawingId: string | null;
  busyId: string | null;
  onDraw: (booth: Booth | null) => void;
}

export function BoothsPanel({
  booths,
  scaleSet,
  canEdit,
  drawingId,
  busyId,
  onDraw,
}: BoothsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      title={t('hallPlan.title')}
      help={canEdit ? t('hallPlan.help') : null}
      scaleSet={scaleSet}
    >
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {booths.map((booth) => {
          const drawing = drawingId === booth.id;
          const drawn = booth.outlineId !== null;
          return (
            <li key={booth.id} data-testid={`booth-${booth.id}`}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <span
                    aria-hidden
                    style={{
                      flex: 'none',
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      border: `2px solid ${BOOTH_COLOUR}`,
                      background: drawn ? BOOTH_FILL : 'transparent',
                    }}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {booth.name}
                    </Text>
                    <Text size="xs" c={drawn ? 'dimmed' : 'orange.8'}>
                      {drawn ? t('hallPlan.outlineDrawn') : t('hallPlan.noOutline')}
                    </Text>
                  </div>
                </Group>
                {canEdit && (
                  <Button
                    size="compact-xs"
                    variant={drawing ? 'filled' : 'light'}
                    disabled={!scaleSet}
                    loading={busyId === booth.id}
                    aria-pressed={drawing}
                    aria-label={t(drawn ? 'hallPlan.redrawFor' : 'hallPlan.drawOutlineFor', {
                      name: booth.name,
                    })}
                    onClick={() => onDraw(drawing ? null : booth)}
                  >
                    {drawn ? t('hallPlan.redraw') : t('hallPlan.drawOutline')}
                  </Button>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
    </SidePanel>
  );
}
