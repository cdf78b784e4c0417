// The floor-plan editor shared by the settings page and the attendee-tracking route: the image
// with an SVG overlay, zoom, "Set scale" (two clicks and a real length), areas drawn as polygons
// (click points, double-click or Enter to close) and gateways / door counters moved by dragging.
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  metresPerPixel,
  metresToPixels,
  pixelsToMetres,
  polygonProblem,
  type FloorPlan,
  type Point,
} from '@footfall/core';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateArea } from '../../api/areas';
import { useLocationFloorPlan, usePlaceItem, useUpdateFloorPlan } from '../../api/floor-plans';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { ExportButtons } from './export-buttons';
import { useUploadImage } from './use-upload-image';

type Mode = 'view' | 'scale' | 'area';
type Drag = { kind: 'sensor' | 'tag'; id: string; at: Point };

interface FloorPlanEditorProps {
  locationId: string;
  floorPlan: FloorPlan;
  canEdit: boolean;
  canEditAreas: boolean;
}

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3];

export function FloorPlanEditor({
  locationId,
  floorPlan,
  canEdit,
  canEditAreas,
}: FloorPlanEditorProps) {
  const { t } = useTranslation();
  const image = useUploadImage(floorPlan.image_url);
  const placed = useLocationFloorPlan(locationId);
  const updatePlan = useUpdateFloorPlan();
  const createArea = useCreateArea(locationId);
  const placeItem = usePlaceItem();
  const [zoom, setZoom] = useState(1);
  const [mode, setMode] = useState<Mode>('view');
  const [points, setPoints] = useState<Point[]>([]);
  const [closed, setClosed] = useState(false);
  const [lengthM, setLengthM] = useState<number | string>('');
  const [areaName, setAreaName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const width = floorPlan.width_px ?? 1000;
  const height = floorPlan.height_px ?? 1000;
  const mpp = floorPlan.metres_per_pixel;
  const mine = placed.data?.floor_plan?.id === floorPlan.id ? placed.data : undefined;

  const reset = (next: Mode) => {
    setMode(next);
    setPoints([]);
    setClosed(false);
    setProblem(null);
    setAreaName('');
    setLengthM('');
  };

  const toPixels = (event: { clientX: number; clientY: number; currentTarget: Element }): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(width, Math.max(0, (event.clientX - box.left) / zoom));
    const y = Math.min(height, Math.max(0, (event.clientY - box.top) / zoom));
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  };

  const onClick = (event: React.MouseEvent<SVGSVGElement>) => {
    if (mode === 'scale' && points.length < 2) setPoints([...points, toPixels(event)]);
    if (mode === 'area' && !closed) setPoints([...points, toPixels(event)]);
  };

  const closePolygon = () => {
    if (mode !== 'area' || closed) return;
    const problemText = polygonProblem(points.map((p) => [...p]));
    setProblem(problemText);
    if (!problemText) setClosed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') closePolygon();
    if (event.key === 'Escape') reset(mode);
  };

  const saveScale = () => {
    const [from, to] = points;
    const value = from && to ? metresPerPixel(Number(lengthM), from, to) : null;
    if (!value) return setProblem(t('floorPlans.scaleInvalid'));
    updatePlan.mutate(
      { floorPlanId: floorPlan.id, metres_per_pixel: value },
      { onSuccess: () => reset('view') },
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
      { onSuccess: () => reset('area') },
    );
  };

  const startDrag = (kind: Drag['kind'], id: string, at: Point) => (event: PointerEvent) => {
    if (!canEdit || mode !== 'view') return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    setDrag({ kind, id, at });
  };
  const moveDrag = (event: PointerEvent<SVGSVGElement>) => {
    if (drag) setDrag({ ...drag, at: toPixels(event) });
  };
  const endDrag = () => {
    if (!drag || !mpp) return setDrag(null);
    const [x_m, y_m] = pixelsToMetres(drag.at, mpp);
    placeItem.mutate(
      { kind: drag.kind, itemId: drag.id, floorPlanId: floorPlan.id, x_m, y_m },
      { onSettled: () => setDrag(null) },
    );
  };

  if (image.failed) return <ErrorState message={t('floorPlans.imageFailed')} />;
  if (!image.src) return <LoadingState />;

  const marker = (kind: Drag['kind'], id: string, xM: number, yM: number, label: string) => {
    const at =
      drag?.kind === kind && drag.id === id ? drag.at : mpp ? metresToPixels([xM, yM], mpp) : null;
    if (!at) return null;
    return (
      <g
        key={`${kind}-${id}`}
        data-testid={`marker-${kind}-${id}`}
        onPointerDown={startDrag(kind, id, at)}
        style={{ cursor: canEdit ? 'grab' : 'default' }}
      >
        <circle
          cx={at[0]}
          cy={at[1]}
          r={8 / zoom}
          fill={kind === 'sensor' ? '#1c7ed6' : '#e8590c'}
          stroke="#fff"
          strokeWidth={2 / zoom}
        />
        <text
          x={at[0] + 12 / zoom}
          y={at[1]}
          fontSize={13 / zoom}
          dominantBaseline="middle"
          fill="#1a1b1e"
          stroke="#fff"
          strokeWidth={3 / zoom}
          paintOrder="stroke"
        >
          {label}
        </text>
      </g>
    );
  };

  const svgPoints = points.map((p) => p.join(',')).join(' ');
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
            onChange={(value) => reset(value as Mode)}
          />
          <Button
            variant="default"
            size="xs"
            aria-label={t('floorPlans.zoomOut')}
            onClick={() => setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(zoom) - 1)] ?? zoom)}
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
            onClick={() =>
              setZoom(ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom) + 1)] ?? zoom)
            }
          >
            +
          </Button>
        </Group>
        <ExportButtons locationId={locationId} floorPlan={floorPlan} />
      </Group>
      <Text size="sm" c="dimmed">
        {mpp ? t('floorPlans.scaleIs', { value: (1 / mpp).toFixed(1) }) : t('floorPlans.noScale')}
        {' · '}
        {t(`floorPlans.hint.${mode}`)}
      </Text>

      {mode === 'scale' && points.length === 2 && (
        <Group align="flex-end">
          <NumberInput
            label={t('floorPlans.lengthM')}
            value={lengthM}
            onChange={setLengthM}
            min={0.01}
            decimalScale={3}
            autoFocus
          />
          <Button onClick={saveScale} loading={updatePlan.isPending}>
            {t('floorPlans.saveScale')}
          </Button>
        </Group>
      )}
      {mode === 'area' && closed && (
        <Group align="flex-end">
          <TextInput
            label={t('floorPlans.areaName')}
            value={areaName}
            onChange={(e) => setAreaName(e.currentTarget.value)}
            autoFocus
          />
          <Button
            onClick={saveArea}
            loading={createArea.isPending}
            disabled={areaName.trim() === ''}
          >
            {t('floorPlans.saveArea')}
          </Button>
        </Group>
      )}
      {(problem ??
        createArea.error?.message ??
        updatePlan.error?.message ??
        placeItem.error?.message) && (
        <Alert color="red" role="alert">
          {problem ??
            createArea.error?.message ??
            updatePlan.error?.message ??
            placeItem.error?.message}
        </Alert>
      )}

      <div
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={t('floorPlans.canvasLabel', { name: floorPlan.name })}
        role="application"
        style={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: '1px solid var(--mantine-color-gray-4)',
        }}
      >
        <div style={{ position: 'relative', width: width * zoom, height: height * zoom }}>
          <img
            src={image.src}
            alt={floorPlan.name}
            width={width * zoom}
            height={height * zoom}
            style={{ display: 'block' }}
            draggable={false}
          />
          <svg
            data-testid="floor-plan-overlay"
            viewBox={`0 0 ${width} ${height}`}
            width={width * zoom}
            height={height * zoom}
            style={{
              position: 'absolute',
              inset: 0,
              cursor: mode === 'view' ? 'default' : 'crosshair',
            }}
            onClick={onClick}
            onDoubleClick={closePolygon}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
          >
            {mpp &&
              mine?.areas.map((area) =>
                area.polygon ? (
                  <polygon
                    key={area.id}
                    points={area.polygon.map((p) => metresToPixels(p, mpp).join(',')).join(' ')}
                    fill="rgba(64,192,87,0.2)"
                    stroke="#2b8a3e"
                    strokeWidth={2 / zoom}
                  >
                    <title>{area.name}</title>
                  </polygon>
                ) : null,
              )}
            {mode === 'scale' && points.length === 2 && (
              <line
                x1={points[0]?.[0]}
                y1={points[0]?.[1]}
                x2={points[1]?.[0]}
                y2={points[1]?.[1]}
                stroke="#c92a2a"
                strokeWidth={3 / zoom}
              />
            )}
            {mode === 'area' &&
              points.length > 0 &&
              (closed ? (
                <polygon
                  points={svgPoints}
                  fill="rgba(250,82,82,0.2)"
                  stroke="#c92a2a"
                  strokeWidth={2 / zoom}
                />
              ) : (
                <polyline points={svgPoints} fill="none" stroke="#c92a2a" strokeWidth={2 / zoom} />
              ))}
            {mode !== 'view' &&
              points.map((p, i) => (
                <circle key={i} cx={p[0]} cy={p[1]} r={4 / zoom} fill="#c92a2a" />
              ))}
            {mine?.sensors.map((s) => marker('sensor', s.id, s.x_m, s.y_m, s.name ?? s.serial))}
            {mine?.door_counters.map((d) => marker('tag', d.id, d.x_m, d.y_m, d.name))}
          </svg>
        </div>
      </div>
    </Stack>
  );
}
