import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../components/chart/palette';
import {
  AA_TEXT,
  overWhite,
  readableColourVariables,
  readableOn,
  readableShade,
} from './readable-colours';

describe('readable palette colours', () => {
  it('blends a colour over white', () => {
    expect(overWhite('#000000', 0.5)).toBe('#808080');
    expect(overWhite('#087f5b', 0)).toBe('#ffffff');
    expect(overWhite('#087f5b', 1)).toBe('#087f5b');
  });

  it('keeps a colour that already reads and darkens one that does not', () => {
    expect(readableOn('#212529', ['#ffffff'])).toBe('#212529');
    // Orange 9 reads at 4.3:1 on white (axe's finding on the settings checklist).
    expect(contrastRatio('#d9480f', '#ffffff')).toBeLessThan(AA_TEXT);
    const orange = readableOn('#d9480f', ['#ffffff']);
    expect(orange).not.toBe('#d9480f');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives every Mantine colour a text that passes AA on white and on its light backgrounds', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = readableShade(shades);
      // The light button (10%) and the hovered or stacked one (up to 24%).
      for (const background of ['#ffffff', overWhite(shades[9], 0.1), overWhite(shades[9], 0.24)])
        expect(contrastRatio(text, background), `${name} on ${background}`).toBeGreaterThanOrEqual(
          AA_TEXT,
        );
    }
  });

  it('sets the text and light-variant text variables of every colour', () => {
    const variables = readableColourVariables(DEFAULT_THEME.colors);
    expect(variables['--mantine-color-teal-light-color']).toBe(
      readableShade(DEFAULT_THEME.colors.teal),
    );
    expect(variables['--mantine-color-orange-text']).toBe(
      readableShade(DEFAULT_THEME.colors.orange),
    );
    expect(Object.keys(variables)).toHaveLength(2 * Object.keys(DEFAULT_THEME.colors).length);
  });
});
