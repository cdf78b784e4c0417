// The plan itself: a focusable, scrollable box holding the image at the current scale and an SVG
// overlay in image pixels, with the plan's plain areas drawn in green. The editor puts the rest
// on the overlay (booth outlines, the shape being drawn, the markers) and handles its events.
import { metresToPixels, type Area, type FloorPlan, type Point } from '@footfall/core';
import type { DragEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface PlanCanvasProps {
  boxRef: Ref<HTMLDivElement>;
  floorPlan: FloorPlan;
  imageSrc: string;
  size: { width: number; height: number };
  /** Screen pixels per image pixel. */
  scale: number;
  metresPerPixel: number | null;
  plainAreas: readonly (Area & { polygon: readonly Point[] })[];
  /** A crosshair while a click on the plan does something (drawing, placing). */
  crosshair: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onClick: (event: MouseEvent<SVGSVGElement>) => void;
  onDoubleClick: () => void;
  onDragOver: (event: DragEvent<SVGSVGElement>) => void;
  onDrop: (event: DragEvent<SVGSVGElement>) => void;
  onPointerMove: (event: PointerEvent<SVGSVGElement>) => void;
  onPointerUp: () => void;
  children: ReactNode;
}

export function PlanCanvas({
  boxRef,
  floorPlan,
  imageSrc,
  size,
  scale,
  metresPerPixel: mpp,
  plainAreas,
  crosshair,
  children,
  ...handlers
}: PlanCanvasProps) {
  const { t } = useTranslation();
  const { width, height } = size;
  return (
    <div
      ref={boxRef}
      tabIndex={0}
      onKeyDown={handlers.onKeyDown}
      aria-label={t('floorPlans.canvasLabel', { name: floorPlan.name })}
      role="application"
      style={{
        flex: '1 1 480px',
        minWidth: 0,
        overflow: 'auto',
        maxHeight: '70vh',
        // A scroll bar coming and going would change the width the plan is fitted to.
        scrollbarGutter: 'stable',
        border: '1px solid var(--mantine-color-gray-4)',
      }}
    >
      <div style={{ position: 'relative', width: width * scale, height: height * scale }}>
        <img
          src={imageSrc}
          alt={floorPlan.name}
          width={width * scale}
          height={height * scale}
          style={{ display: 'block' }}
          draggable={false}
        />
        <svg
          data-testid="floor-plan-overlay"
          viewBox={`0 0 ${width} ${height}`}
          width={width * scale}
          height={height * scale}
          style={{
            position: 'absolute',
            inset: 0,
            // Labels are placed inside the image; one that cannot be still shows beyond it.
            overflow: 'visible',
            cursor: crosshair ? 'crosshair' : 'default',
          }}
          onClick={handlers.onClick}
          onDragOver={handlers.onDragOver}
          onDrop={handlers.onDrop}
          onDoubleClick={handlers.onDoubleClick}
          onPointerMove={handlers.onPointerMove}
          onPointerUp={handlers.onPointerUp}
        >
          {mpp &&
            plainAreas.map((area) => (
              <polygon
                key={area.id}
                points={area.polygon.map((p) => metresToPixels(p, mpp).join(',')).join(' ')}
                fill="rgba(64,192,87,0.2)"
                stroke="#2b8a3e"
                strokeWidth={2 / scale}
              >
                <title>{area.name}</title>
              </polygon>
            ))}
          {children}
        </svg>
      </div>
    </div>
  );
}
