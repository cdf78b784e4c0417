import type { UIMatch } from 'react-router';
import type { Catalogue } from '../i18n/catalogues';

export type ScreenKey = keyof Catalogue['screens'];

/** Route `handle` of a screen: the catalogue key of its title. */
export interface ScreenHandle {
  screen: ScreenKey;
}

export const screen = (key: ScreenKey): ScreenHandle => ({ screen: key });

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

/** The title key of the deepest matched route that names a screen. */
export function currentScreen(matches: readonly UIMatch[]): ScreenKey | null {
  for (const match of [...matches].reverse()) {
    if (isScreenHandle(match.handle)) return match.handle.screen;
  }
  return null;
}
