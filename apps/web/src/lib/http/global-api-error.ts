import { useSyncExternalStore } from 'react';

// The global error-screen flag of docs/product.md section 2: set when a GET fails, cleared by the
// user.
let failed = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setGlobalApiError(): void {
  if (failed) return;
  failed = true;
  emit();
}

export function clearGlobalApiError(): void {
  if (!failed) return;
  failed = false;
  emit();
}

export function hasGlobalApiError(): boolean {
  return failed;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalApiError(): boolean {
  return useSyncExternalStore(subscribe, hasGlobalApiError, hasGlobalApiError);
}
