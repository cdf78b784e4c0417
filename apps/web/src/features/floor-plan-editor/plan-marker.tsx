import type { Point } from '@footfall/core';
import type { PointerEvent } from 'react';
import { ITEM_COLOURS } from './unplaced-panel';
import type { ItemKind } from './use-plan-items';

interface PlanMarkerProps {
  kind: ItemKind;
  id: string;
  label: string;
  /** Where it is drawn, in image pixels. */
  at: Point;
  /** Marker and text keep their on-screen size whatever the zoom. */
  zoom: number;
  draggable: boolean;
  onPointerDown: (event: PointerEvent) => void;
}

/** A gateway or door counter on the plan: a dot in its kind's colour and its name beside it. */
export function PlanMarker({
  kind,
  id,
  label,
  at,
  zoom,
  draggable,
  onPointerDown,
}: PlanMarkerProps) {
  return (
    <g
      data-testid={`marker-${kind}-${id}`}
      onPointerDown={onPointerDown}
      style={{ cursor: draggable ? 'grab' : 'default' }}
    >
      <circle
        cx={at[0]}
        cy={at[1]}
        r={8 / zoom}
        fill={ITEM_COLOURS[kind]}
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
}
