import type { Point } from '@footfall/core';
import type { PointerEvent } from 'react';
import { LABEL_FONT_PX, MARKER_RADIUS_PX, type LabelSpot } from './label-placement';
import { ITEM_COLOURS } from './unplaced-panel';
import type { ItemKind } from './use-plan-items';

interface PlanMarkerProps {
  kind: ItemKind;
  id: string;
  label: string;
  /** Where it is drawn, in image pixels. */
  at: Point;
  /** Where its name goes (label-placement.ts); default: right of the dot. */
  labelAt?: LabelSpot;
  /** Screen pixels per image pixel: marker and text keep their on-screen size at any zoom. */
  scale: number;
  draggable: boolean;
  onPointerDown: (event: PointerEvent) => void;
}

/** A gateway or door counter on the plan: a dot in its kind's colour and its name beside it. */
export function PlanMarker({
  kind,
  id,
  label,
  at,
  labelAt,
  scale,
  draggable,
  onPointerDown,
}: PlanMarkerProps) {
  const spot = labelAt ?? { x: at[0] + (MARKER_RADIUS_PX + 5) / scale, y: at[1], anchor: 'start' };
  return (
    <g
      data-testid={`marker-${kind}-${id}`}
      onPointerDown={onPointerDown}
      style={{ cursor: draggable ? 'grab' : 'default' }}
    >
      <circle
        cx={at[0]}
        cy={at[1]}
        r={MARKER_RADIUS_PX / scale}
        fill={ITEM_COLOURS[kind]}
        stroke="#fff"
        strokeWidth={2 / scale}
      />
      <text
        x={spot.x}
        y={spot.y}
        textAnchor={spot.anchor}
        fontSize={LABEL_FONT_PX / scale}
        dominantBaseline="middle"
        fill="#1a1b1e"
        stroke="#fff"
        strokeWidth={3 / scale}
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}
