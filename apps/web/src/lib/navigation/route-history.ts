// The page shown before the current navigation, as the app itself saw it. A direct load (typed
// URL, bookmark, reload) has none; the /add-location rule of docs/product.md section 2 depends on
// that.
let lastPath: string | null = null;

export function recordVisit(path: string): void {
  lastPath = path;
}

export function hasPreviousRoute(): boolean {
  return lastPath !== null;
}

/** Forgets the history, as a fresh page load would (tests start each case from it). */
export function resetRouteHistory(): void {
  lastPath = null;
}
