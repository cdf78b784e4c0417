// The heat layer's sequential colour scale (ColorBrewer YlOrRd, colour-blind safe): light yellow
// for few positions to dark red for the most. Drawn semi-transparent over the floor plan; the
// legend and the table give the numbers, so colour is never the only carrier of a value.

export const HEAT_STOPS = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026'] as const;

/** Opacity of the heat cells over the floor plan image. */
export const HEAT_OPACITY = 0.7;

const channels = (hex: string) =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];

const toHex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The colour of an intensity 0-1 (clamped), interpolated between the stops. */
export function heatColor(intensity: number): string {
  const t = Math.min(1, Math.max(0, Number.isFinite(intensity) ? intensity : 0));
  const position = t * (HEAT_STOPS.length - 1);
  const index = Math.min(HEAT_STOPS.length - 2, Math.floor(position));
  const local = position - index;
  const from = channels(HEAT_STOPS[index] ?? HEAT_STOPS[0]);
  const to = channels(HEAT_STOPS[index + 1] ?? HEAT_STOPS[4]);
  return `#${from.map((value, channel) => toHex(value + ((to[channel] ?? value) - value) * local)).join('')}`;
}

/** The legend's CSS gradient, left (few) to right (many). */
export const HEAT_GRADIENT = `linear-gradient(to right, ${HEAT_STOPS.join(', ')})`;
