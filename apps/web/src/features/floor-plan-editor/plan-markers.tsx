// The gateways and door counters drawn on the plan, each name placed where it covers no area
// name and no other item (label-placement.ts).
import { metresToPixels, type Point } from '@footfall/core';
import { useMemo, type PointerEvent } from 'react';
import { areaNameBox, placeLabels, type LabelledPoint } from './label-placement';
import { PlanMarker } from './plan-marker';
import type { ItemKind, PlanItem } from './use-plan-items';

/** An area's name and corners in metres, as the plan letters it. */
export interface NamedArea {
  name: string;
  polygon: readonly Point[];
}

interface PlanMarkersProps {
  items: readonly PlanItem[];
  /** The item being dragged and where it is now (image pixels). */
  drag: { kind: ItemKind; id: string; at: Point } | null;
  areas: readonly NamedArea[];
  metresPerPixel: number | null;
  scale: number;
  size: { width: number; height: number };
  draggable: boolean;
  onPointerDown: (kind: ItemKind, id: string, at: Point) => (event: PointerEvent) => void;
}

export function PlanMarkers(props: PlanMarkersProps) {
  const { items, drag, areas, metresPerPixel: mpp, scale, size } = props;
  const points = useMemo(
    () =>
      items.flatMap(
        ({
          kind,
          id,
          x_m: xM,
          y_m: yM,
          label,
        }): (LabelledPoint & { kind: ItemKind; id: string })[] => {
          const at =
            drag?.kind === kind && drag.id === id
              ? drag.at
              : mpp && xM !== null && yM !== null
                ? metresToPixels([xM, yM], mpp)
                : null;
          return at ? [{ key: `${kind}-${id}`, at, label, kind, id }] : [];
        },
      ),
    [items, drag, mpp],
  );
  const spots = useMemo(() => {
    const names = mpp
      ? areas.map((area) =>
          areaNameBox(
            area.name,
            area.polygon.map((p) => metresToPixels(p, mpp)),
            size.width,
          ),
        )
      : [];
    return placeLabels(points, names, scale, size);
  }, [points, areas, mpp, scale, size]);

  return points.map((point) => (
    <PlanMarker
      key={point.key}
      kind={point.kind}
      id={point.id}
      label={point.label}
      at={point.at}
      labelAt={spots.get(point.key)}
      scale={scale}
      draggable={props.draggable}
      onPointerDown={props.onPointerDown(point.kind, point.id, point.at)}
    />
  ));
}
