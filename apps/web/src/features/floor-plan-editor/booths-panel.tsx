// "Booths": on an attendee-tracking hall plan, the show's booths (its child locations), each with
// its outline's state and "Draw outline" or "Redraw", which arm the editor's area drawing.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelRow, SidePanel } from './side-panel';

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
              <PanelRow
                swatch={{
                  borderRadius: 2,
                  border: `2px solid ${BOOTH_COLOUR}`,
                  background: drawn ? BOOTH_FILL : 'transparent',
                }}
                name={booth.name}
                status={drawn ? t('hallPlan.outlineDrawn') : t('hallPlan.noOutline')}
                statusColor={drawn ? 'dimmed' : 'orange.8'}
                action={
                  canEdit
                    ? {
                        label: drawn ? t('hallPlan.redraw') : t('hallPlan.drawOutline'),
                        ariaLabel: t(drawn ? 'hallPlan.redrawFor' : 'hallPlan.drawOutlineFor', {
                          name: booth.name,
                        }),
                        pressed: drawing,
                        disabled: !scaleSet,
                        loading: busyId === booth.id,
                        onClick: () => onDraw(drawing ? null : booth),
                      }
                    : undefined
                }
              />
            </li>
          );
        })}
      </Stack>
    </SidePanel>
  );
}
