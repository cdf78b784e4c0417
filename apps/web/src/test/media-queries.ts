/** A `window.matchMedia` for jsdom, which has none: `matches` answers which queries hold. */
export function mediaQueries(
  matches: (query: string) => boolean,
): (query: string) => MediaQueryList {
  return (query) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
