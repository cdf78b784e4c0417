import { metresToPixels, type Point } from '@footfall/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOTH_COLOUR, BOOTH_FILL, type Booth } from './booths-panel';

interface BoothOutlineProps {
  booth: Booth;
  /** The outline's corners in metres. */
  polygon: readonly Point[];
  metresPerPixel: number;
  zoom: number;
  /** The name opens the booth's dashboard (only while nothing is being drawn or placed). */
  linked: boolean;
  onOpen: () => void;
}

/** A booth's outline on a hall plan: a dashed shape with the booth's name in its middle. */
export function BoothOutline({
  booth,
  polygon,
  metresPerPixel,
  zoom,
  linked,
  onOpen,
}: BoothOutlineProps) {
  const { t } = useTranslation();
  const corners = polygon.map((p) => metresToPixels(p, metresPerPixel));
  const centre = corners
    .reduce<Point>((sum, [x, y]) => [sum[0] + x, sum[1] + y], [0, 0])
    .map((sum) => sum / corners.length);
  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.stopPropagation();
    onOpen();
  };
  return (
    <g data-testid={`booth-outline-${booth.id}`}>
      <polygon
        points={corners.map((p) => p.join(',')).join(' ')}
        fill={BOOTH_FILL}
        stroke={BOOTH_COLOUR}
        strokeWidth={2.5 / zoom}
        strokeDasharray={`${8 / zoom} ${4 / zoom}`}
      >
        <title>{booth.name}</title>
      </polygon>
      <text
        x={centre[0]}
        y={centre[1]}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={13 / zoom}
        fontWeight={600}
        fill={BOOTH_COLOUR}
        stroke="white"
        strokeWidth={3 / zoom}
        style={{
          paintOrder: 'stroke',
          cursor: linked ? 'pointer' : undefined,
          pointerEvents: linked ? 'auto' : 'none',
          textDecoration: linked ? 'underline' : undefined,
        }}
        {...(linked
          ? {
              role: 'link',
              tabIndex: 0,
              'aria-label': t('hallPlan.openDashboard', { name: booth.name }),
              onClick: activate,
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                activate(event);
              },
            }
          : {})}
      >
        {booth.name}
      </text>
    </g>
  );
}
