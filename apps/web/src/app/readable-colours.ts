// Mantine draws a colour's text (`c="orange"`, links) and its "light" variant (light buttons,
// badges, alerts) in the palette's shade 9, which reads below WCAG AA's 4.5:1 for several hues
// (orange 4.3:1 on white, teal 4.4:1 on its own light background). These darken each colour just
// enough, the hue kept, so that every colour's text passes AA where Mantine draws it.
import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio } from '../components/chart/palette';

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;
// Mantine's light background is the shade at 10% (12% hovered) over the page; a light button on
// an alert, or a hovered one, stacks two of them: text must read on the shade at 24% over white.
const STACKED_LIGHT_OPACITY = 0.24;

const channels = (hex: string): [number, number, number] => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return match.slice(1).map((part) => parseInt(part, 16)) as [number, number, number];
};
const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour drawn at `opacity` over white, as #rrggbb. */
export function overWhite(hex: string, opacity: number): string {
  return toHex(channels(hex).map((c) => 255 + (c - 255) * opacity));
}

/** The colour darkened toward black in 4% steps until it reads at 4.5:1 on every background. */
export function readableOn(hex: string, backgrounds: readonly string[]): string {
  let colour = hex;
  for (let factor = 1; factor > 0; factor -= 0.04) {
    colour = toHex(channels(hex).map((c) => c * factor));
    if (backgrounds.every((background) => contrastRatio(colour, background) >= AA_TEXT)) break;
  }
  return colour;
}

/** The text colour of a palette colour: its shade 9, on white and on its light backgrounds. */
export function readableShade(shades: MantineColorsTuple): string {
  const shade = shades[9];
  return readableOn(shade, ['#ffffff', overWhite(shade, STACKED_LIGHT_OPACITY)]);
}

/** Mantine's CSS variables of every palette colour's text and light-variant text. */
export function readableColourVariables(
  colors: Record<string, MantineColorsTuple>,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const readable = readableShade(shades);
    variables[`--mantine-color-${name}-text`] = readable;
    variables[`--mantine-color-${name}-light-color`] = readable;
  }
  return variables;
}
