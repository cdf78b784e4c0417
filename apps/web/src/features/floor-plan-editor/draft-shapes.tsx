import type { Point } from '@footfall/core';

interface DraftShapesProps {
  mode: 'view' | 'scale' | 'area';
  points: readonly Point[];
  /** The area being drawn is closed (a polygon rather than a line). */
  closed: boolean;
  /** Screen pixels per image pixel: strokes and dots keep their on-screen size. */
  scale: number;
}

const RED = '#c92a2a';

/** What is being drawn: the scale's two points and line, or the area's corners so far. */
export function DraftShapes({ mode, points, closed, scale }: DraftShapesProps) {
  if (mode === 'view') return null;
  const [from, to] = points;
  const svgPoints = points.map((p) => p.join(',')).join(' ');
  return (
    <>
      {mode === 'scale' && from && to && (
        <line
          x1={from[0]}
          y1={from[1]}
          x2={to[0]}
          y2={to[1]}
          stroke={RED}
          strokeWidth={3 / scale}
        />
      )}
      {mode === 'area' &&
        points.length > 0 &&
        (closed ? (
          <polygon
            points={svgPoints}
            fill="rgba(250,82,82,0.2)"
            stroke={RED}
            strokeWidth={2 / scale}
          />
        ) : (
          <polyline points={svgPoints} fill="none" stroke={RED} strokeWidth={2 / scale} />
        ))}
      {points.map((p, i) => (
        <circle key={i} cx={p[0]} cy={p[1]} r={4 / scale} fill={RED} />
      ))}
    </>
  );
}
