import { createTheme, TableScrollContainer, type CSSVariablesResolver } from '@mantine/core';
import { readableColourVariables, readableOn } from './readable-colours';

// Teal shade 9 (#087f5b) gives 5:1 against white, so primary text and filled buttons pass WCAG AA
// (the default shade 6 does not).
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A table wider than the screen scrolls sideways: keyboard users reach the scroller with Tab
    // and scroll it with the arrow keys (WCAG 2.1.1), with the focus ring shown.
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: {
        scrollAreaProps: {
          viewportProps: { tabIndex: 0 },
          classNames: { viewport: 'mantine-focus-auto' },
        },
      },
    }),
  },
});

/**
 * Mantine's default "dimmed" text (#868e96, 3.3:1) and error red (#fa5252, 3.6:1) fail WCAG AA
 * for small text on white; gray 7 and red 9 pass (8.6:1 and 5.6:1). Every palette colour's text
 * and light-variant text is darkened to pass too (readable-colours.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableColourVariables(resolved.colors),
    '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057',
    '--mantine-color-error': resolved.colors.red[9] ?? '#c92a2a',
    // Placeholders are text too (gray 5, 2.1:1): the lightest grey that reads at 4.5:1.
    '--mantine-color-placeholder': readableOn(resolved.colors.gray[5] ?? '#adb5bd', ['#ffffff']),
  },
  dark: {},
});
