import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Teal shade 9 (#087f5b) gives 5:1 against white, so primary text and filled buttons pass WCAG AA
// (the default shade 6 does not).
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine's default "dimmed" text (#868e96, 3.3:1) and error red (#fa5252, 3.6:1) fail WCAG AA
 * for small text on white; gray 7 and red 9 pass (8.6:1 and 5.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057',
    '--mantine-color-error': resolved.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
