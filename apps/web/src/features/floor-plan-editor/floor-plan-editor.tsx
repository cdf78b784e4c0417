// The floor-plan editor shared by the settings page and the attendee-tracking route: the image
// with an SVG overlay, zoom, "Set scale" (two clicks and a real length), areas drawn as polygons
// (click points, double-click or Enter to close) and gateways / door counters moved by dragging;
// those not on this plan yet are listed beside it, dragged onto it or placed with "Place" + a click.
// On an attendee-tracking hall plan the show's booths are listed too: "Draw outline" arms the area
// drawing and closing the polygon saves it as the booth's outline, drawn in its own colour with the
// booth's name, which opens the booth's dashboard.
import { Alert, Flex, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  formatNumber,
  metresPerPixel,
  pixelsToMetres,
  type Area,
  type FloorPlan,
  type Point,
} from '@footfall/core';
import {
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAreas, useCreateArea, useUpdateArea } from '../../api/areas';
import { useLocationFloorPlan, usePlaceItem, useUpdateFloorPlan } from '../../api/floor-plans';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { BoothOutline } from './booth-outline';
import { BoothsPanel, type Booth } from './booths-panel';
import { AreaNameForm, ScaleForm } from './drawing-forms';
import { ExportButtons } from './export-buttons';
import { DraftShapes } from './draft-shapes';
import { hallShapes } from './hall-shapes';
import { onPlanItems } from './on-plan-items';
import { PlanCanvas } from './plan-canvas';
import { fitScale, useInnerWidth } from './plan-fit';
import { PlanMarkers } from './plan-markers';
import { ZoomControls } from './zoom-controls';
import { pixelsToPosition, screenToPixels } from './place-position';
import { ITEM_DRAG_TYPE, UnplacedPanel } from './unplaced-panel';
import { useEditorState, type Drag, type Mode } from './use-editor-state';
import { usePlanItems, type PlanItem } from './use-plan-items';
import { useUploadImage } from './use-upload-image';

interface FloorPlanEditorProps {
  locationId: string;
  floorPlan: FloorPlan;
  canEdit: boolean;
  canEditAreas: boolean;
  /**
   * The show's booths on an attendee-tracking hall plan (only for a user who may read areas);
   * absent or empty: no "Booths" panel.
   */
  booths?: Omit<Booth, 'outlineId'>[];
}

export function FloorPlanEditor({
  locationId,
  floorPlan,
  canEdit,
  canEditAreas,
  booths: boothLocations = [],
}: FloorPlanEditorProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canvas = useRef<HTMLDivElement>(null);
  const [measureCanvas, canvasWidth] = useInnerWidth();
  const hall = boothLocations.length > 0;
  const image = useUploadImage(floorPlan.image_url);
  const placed = useLocationFloorPlan(locationId);
  const updatePlan = useUpdateFloorPlan();
  const createArea = useCreateArea(locationId);
  const updateArea = useUpdateArea();
  // Booth outlines on any of the show's plans (the first plan's answer holds only that plan's).
  const allAreas = useAreas(locationId, hall);
  const placeItem = usePlaceItem();
  const [zoom, setZoom] = useState(1);
  const editor = useEditorState();
  const disarm = editor.arm;
  const { mode, points, closed, lengthM, areaName, problem, drag, armed, carried, boothTarget } =
    editor.state;
  const items = usePlanItems(locationId, floorPlan.id);

  const width = floorPlan.width_px ?? 1000;
  const height = floorPlan.height_px ?? 1000;
  const mpp = floorPlan.metres_per_pixel;
  const mine = placed.data?.floor_plan?.id === floorPlan.id ? placed.data : undefined;
  const onPlan = onPlanItems(mine, floorPlan.id, items.onPlan);
  // Screen pixels per image pixel: 100% fits the plan to the box's width, zoom multiplies it.
  const scale = fitScale(canvasWidth, width) * zoom;
  const { outlines, booths, plainAreas, namedAreas } = hallShapes(
    floorPlan.id,
    mine?.areas ?? [],
    allAreas.data ?? [],
    boothLocations,
  );

  useEffect(() => {
    if (!armed) return;
    const cancel = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') disarm(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [armed, disarm]);

  const toPixels = (event: { clientX: number; clientY: number; currentTarget: Element }): Point =>
    screenToPixels(event, event.currentTarget.getBoundingClientRect(), scale, { width, height });

  const place = (item: PlanItem, at: Point) => {
    if (!mpp || !items.canPlace(item.kind)) return;
    placeItem.mutate(
      { kind: item.kind, itemId: item.id, floorPlanId: floorPlan.id, ...pixelsToPosition(at, mpp) },
      { onSuccess: () => editor.arm(null) },
    );
  };

  const onDragOver = (event: DragEvent<SVGSVGElement>) => {
    if (!mpp || mode !== 'view' || !(carried || event.dataTransfer?.types.includes(ITEM_DRAG_TYPE)))
      return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent<SVGSVGElement>) => {
    const key = event.dataTransfer?.getData(ITEM_DRAG_TYPE);
    const item = carried ?? items.unplaced.find((i) => `${i.kind}:${i.id}` === key);
    editor.carry(null);
    if (!item || !mpp || mode !== 'view') return;
    event.preventDefault();
    place(item, toPixels(event));
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (mode === 'view' && armed) place(armed, toPixels(event));
    else editor.click(toPixels(event));
  };

  const drawBooth = (booth: Booth | null) => {
    editor.drawBooth(booth);
    // Enter (closing the outline) and Escape go to the plan.
    if (booth) canvas.current?.focus();
  };

  const saveBooth = (booth: Booth) => {
    if (!mpp) return;
    const polygon = points.map((point) => pixelsToMetres(point, mpp));
    const done = { onSuccess: () => editor.reset('view') };
    if (booth.outlineId) updateArea.mutate({ areaId: booth.outlineId, polygon }, done);
    else
      createArea.mutate(
        {
          name: booth.name.slice(0, 100),
          floor_plan_id: floorPlan.id,
          polygon,
          booth_location_id: booth.id,
        },
        done,
      );
  };

  const closePolygon = () => {
    if (editor.close() && boothTarget) saveBooth(boothTarget);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') closePolygon();
    if (event.key === 'Escape') editor.reset(mode);
  };

  const saveScale = () => {
    const [from, to] = points;
    const value = from && to ? metresPerPixel(Number(lengthM), from, to) : null;
    if (!value) return editor.setProblem(t('floorPlans.scaleInvalid'));
    updatePlan.mutate(
      { floorPlanId: floorPlan.id, metres_per_pixel: value },
      { onSuccess: () => editor.reset('view') },
    );
  };

  const saveArea = () => {
    if (!mpp) return;
    createArea.mutate(
      {
        name: areaName,
        floor_plan_id: floorPlan.id,
        polygon: points.map((point) => pixelsToMetres(point, mpp)),
      },
      { onSuccess: () => editor.reset('area') },
    );
  };

  const startDrag = (kind: Drag['kind'], id: string, at: Point) => (event: PointerEvent) => {
    if (!canEdit || mode !== 'view' || armed) return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    editor.setDrag({ kind, id, at });
  };
  const moveDrag = (event: PointerEvent<SVGSVGElement>) => {
    if (drag) editor.setDrag({ ...drag, at: toPixels(event) });
  };
  const endDrag = () => {
    if (!drag || !mpp) return editor.setDrag(null);
    placeItem.mutate(
      {
        kind: drag.kind,
        itemId: drag.id,
        floorPlanId: floorPlan.id,
        ...pixelsToPosition(drag.at, mpp),
      },
      { onSettled: () => editor.setDrag(null) },
    );
  };

  if (image.failed) return <ErrorState message={t('floorPlans.imageFailed')} />;
  if (!image.src) return <LoadingState />;

  const boothOutline = (area: Area, metresPerPixelValue: number) => {
    const booth = booths.find((b) => b.id === area.booth_location_id);
    if (!booth || !area.polygon || boothTarget?.id === booth.id) return null;
    return (
      <BoothOutline
        key={`booth-${area.id}`}
        booth={booth}
        polygon={area.polygon}
        metresPerPixel={metresPerPixelValue}
        zoom={scale}
        linked={booth.path !== null && mode === 'view' && !armed}
        onOpen={() => {
          if (booth.path) void navigate(booth.path);
        }}
      />
    );
  };

  const modes = [
    { value: 'view', label: t('floorPlans.modeView') },
    ...(canEdit ? [{ value: 'scale', label: t('floorPlans.setScale') }] : []),
    ...(canEditAreas && mpp ? [{ value: 'area', label: t('floorPlans.drawArea') }] : []),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <SegmentedControl
            aria-label={t('floorPlans.mode')}
            data={modes}
            value={mode}
            onChange={(value) => editor.reset(value as Mode)}
          />
          <ZoomControls zoom={zoom} onZoom={setZoom} />
        </Group>
        <ExportButtons locationId={locationId} floorPlan={floorPlan} />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {mpp
          ? t('floorPlans.scaleIs', { value: formatNumber(1 / mpp, i18n.language, 'decimal') })
          : t('floorPlans.noScale')}
        {' · '}
        {armed
          ? t('floorPlans.placing', { name: armed.label })
          : boothTarget
            ? t('hallPlan.drawing', { name: boothTarget.name })
            : t(`floorPlans.hint.${mode}`)}
      </Text>

      {mode === 'scale' && points.length === 2 && (
        <ScaleForm
          lengthM={lengthM}
          onLengthChange={editor.setLength}
          onSave={saveScale}
          saving={updatePlan.isPending}
        />
      )}
      {mode === 'area' && closed && !boothTarget && (
        <AreaNameForm
          name={areaName}
          onNameChange={editor.setName}
          onSave={saveArea}
          saving={createArea.isPending}
        />
      )}
      {(problem ??
        createArea.error?.message ??
        updateArea.error?.message ??
        updatePlan.error?.message ??
        placeItem.error?.message) && (
        <Alert color="red" role="alert">
          {problem ??
            createArea.error?.message ??
            updateArea.error?.message ??
            updatePlan.error?.message ??
            placeItem.error?.message}
        </Alert>
      )}

      <Flex gap="md" align="flex-start" wrap="wrap">
        <PlanCanvas
          boxRef={(element) => {
            canvas.current = element;
            measureCanvas(element);
          }}
          floorPlan={floorPlan}
          imageSrc={image.src}
          size={{ width, height }}
          scale={scale}
          metresPerPixel={mpp}
          plainAreas={plainAreas}
          crosshair={mode !== 'view' || armed !== null}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onDoubleClick={closePolygon}
          onDragOver={onDragOver}
          onDrop={onDrop}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
        >
          {mpp && outlines.map((area) => boothOutline(area, mpp))}
          <DraftShapes mode={mode} points={points} closed={closed} scale={scale} />
          <PlanMarkers
            items={onPlan}
            drag={drag}
            areas={namedAreas}
            metresPerPixel={mpp}
            scale={scale}
            size={{ width, height }}
            draggable={canEdit}
            onPointerDown={startDrag}
          />
        </PlanCanvas>
        {hall && (
          <BoothsPanel
            booths={booths}
            scaleSet={mpp !== null}
            canEdit={canEditAreas}
            drawingId={boothTarget?.id ?? null}
            busyId={
              (createArea.isPending || updateArea.isPending) && boothTarget ? boothTarget.id : null
            }
            onDraw={drawBooth}
          />
        )}
        {items.visible && (
          <UnplacedPanel
            items={items.unplaced}
            pending={items.pending}
            failed={items.failed}
            onRetry={items.retry}
            floorPlanId={floorPlan.id}
            scaleSet={mpp !== null}
            canPlace={items.canPlace}
            armed={armed}
            onArm={editor.arm}
            onCarry={editor.carry}
            busyId={
              placeItem.isPending && placeItem.variables
                ? `${placeItem.variables.kind}:${placeItem.variables.itemId}`
                : null
            }
          />
        )}
      </Flex>
    </Stack>
  );
}
