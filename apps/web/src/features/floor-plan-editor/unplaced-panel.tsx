// "Not on the plan yet": the gateways and door counters without a position on this floor plan,
// each dragged onto the plan or placed with its "Place" button and a click on the plan.
import { Loader, Stack, Text } from '@mantine/core';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { PanelRow, SidePanel } from './side-panel';
import type { ItemKind, PlanItem } from './use-plan-items';

/** The drag-and-drop data type of an item dragged from the panel: "kind:id". */
export const ITEM_DRAG_TYPE = 'application/x-footfall-plan-item';

export const ITEM_COLOURS: Record<ItemKind, string> = { sensor: '#1c7ed6', tag: '#e8590c' };

interface UnplacedPanelProps {
  items: PlanItem[];
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  floorPlanId: string;
  /** The floor plan has a scale: without one nothing can be placed. */
  scaleSet: boolean;
  canPlace: (kind: ItemKind) => boolean;
  armed: PlanItem | null;
  onArm: (item: PlanItem | null) => void;
  onCarry: (item: PlanItem | null) => void;
  busyId: string | null;
}

const keyOf = (item: PlanItem) => `${item.kind}:${item.id}`;

export function UnplacedPanel({
  items,
  pending,
  failed,
  onRetry,
  floorPlanId,
  scaleSet,
  canPlace,
  armed,
  onArm,
  onCarry,
  busyId,
}: UnplacedPanelProps) {
  const { t } = useTranslation();

  const startCarry = (item: PlanItem) => (event: DragEvent<HTMLLIElement>) => {
    if (event.dataTransfer) {
      event.dataTransfer.setData(ITEM_DRAG_TYPE, keyOf(item));
      event.dataTransfer.setData('text/plain', item.label);
      event.dataTransfer.effectAllowed = 'move';
    }
    onCarry(item);
  };

  let content;
  if (pending) content = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (failed) content = <ErrorState onRetry={onRetry} />;
  else if (items.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {t('floorPlans.allPlaced')}
      </Text>
    );
  else
    content = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const placeable = scaleSet && canPlace(item.kind);
          const isArmed = armed?.kind === item.kind && armed.id === item.id;
          return (
            <li
              key={keyOf(item)}
              data-testid={`unplaced-${item.kind}-${item.id}`}
              draggable={placeable}
              onDragStart={placeable ? startCarry(item) : undefined}
              onDragEnd={() => onCarry(null)}
              style={{ cursor: placeable ? 'grab' : 'default' }}
            >
              <PanelRow
                swatch={{ borderRadius: '50%', background: ITEM_COLOURS[item.kind] }}
                name={item.label}
                status={
                  <>
                    {t(item.kind === 'sensor' ? 'floorPlans.kindSensor' : 'floorPlans.kindTag')}
                    {item.floor_plan_id !== null &&
                      item.floor_plan_id !== floorPlanId &&
                      ` · ${t('floorPlans.onOtherPlan')}`}
                  </>
                }
                action={
                  canPlace(item.kind)
                    ? {
                        label: t('floorPlans.place'),
                        ariaLabel: t('floorPlans.placeItem', { name: item.label }),
                        pressed: isArmed,
                        disabled: !scaleSet,
                        loading: busyId === keyOf(item),
                        onClick: () => onArm(isArmed ? null : item),
                      }
                    : undefined
                }
              />
            </li>
          );
        })}
      </Stack>
    );

  return (
    <SidePanel
      title={t('floorPlans.notPlacedTitle')}
      help={!pending && !failed && items.length > 0 ? t('floorPlans.placeHelp') : null}
      scaleSet={scaleSet}
    >
      {content}
    </SidePanel>
  );
}
