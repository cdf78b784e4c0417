import { heatColor, HEAT_OPACITY } from './heat-colors';
import type { HeatRect } from './heat-grid';

interface HeatmapLayerProps {
  /** The floor plan image (an object URL). */
  imageSrc: string;
  widthPx: number;
  heightPx: number;
  rects: readonly HeatRect[];
  /** Describes the drawing for screen readers. */
  label: string;
  /** The tooltip of one cell ("12 positions at 3 m, 4 m"). */
  cellTitle: (rect: HeatRect) => string;
}

/**
 * The floor plan image with the heat cells over it, in the image's own pixels (an SVG viewBox),
 * so the layer scales with the image at any width.
 */
export function HeatmapLayer({
  imageSrc,
  widthPx,
  heightPx,
  rects,
  label,
  cellTitle,
}: HeatmapLayerProps) {
  return (
    <svg
      viewBox={`0 0 ${widthPx} ${heightPx}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', maxHeight: '75vh', display: 'block' }}
    >
      <image
        href={imageSrc}
        x={0}
        y={0}
        width={widthPx}
        height={heightPx}
        preserveAspectRatio="none"
      />
      <g opacity={HEAT_OPACITY}>
        {rects.map((rect) => (
          <rect
            key={`${rect.cellX}.${rect.cellY}`}
            x={rect.x}
            y={rect.y}
            width={rect.size}
            height={rect.size}
            fill={heatColor(rect.intensity)}
          >
            <title>{cellTitle(rect)}</title>
          </rect>
        ))}
      </g>
    </svg>
  );
}
