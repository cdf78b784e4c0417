import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { SUPPORTED_LOCALES } from '@footfall/core';
import { loadCatalogue } from '../i18n/catalogues';
import { clearGlobalApiError } from '../lib/http/global-api-error';
import { mediaQueries } from './media-queries';
import { resetMockApi, stopMockApi } from './mock-api';

// Every catalogue up front: tests create i18n instances in any language synchronously.
await Promise.all(SUPPORTED_LOCALES.map(loadCatalogue));

// Lazy routes load their screens on first use; on a busy shared machine that can take longer
// than Testing Library's 1 s default, which made the first test of a file flaky; 8 s leaves room
// for a busy two-core machine (vitest.config.ts gives a test 15 s).
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "no match" / "no size".
if (!window.matchMedia) window.matchMedia = mediaQueries(() => false);

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver });
}

// jsdom has no layout: Mantine's comboboxes scroll their active option into view.
Element.prototype.scrollIntoView ??= () => undefined;

// jsdom does not scroll; the router's scroll restoration calls this on every page change.
window.scrollTo = () => undefined;

// The files of a worker share modules (vitest.config.ts): a request of the previous file that
// fails after its test ended must not leave the error screen up for the next one.
beforeEach(() => clearGlobalApiError());

afterEach(() => {
  cleanup();
  resetMockApi();
  sessionStorage.clear();
  localStorage.clear();
  clearGlobalApiError();
  window.history.replaceState(null, '', '/');
});

afterAll(() => stopMockApi());
