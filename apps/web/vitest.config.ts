import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The web tests run in two lanes, projects of the root Vitest config (`npx vitest run --project
// 'web-*'`, or one lane):
// - web-node: `*.test.ts` in plain Node, for what needs no page (transforms, formats, i18n);
// - web-dom: `*.test.tsx` in jsdom with src/test/setup.ts, for React screens and hooks and for
//   whatever uses a browser API (sessionStorage, location, canvas).
// A `.test.ts` that needs `window` or `document` belongs in web-dom: name it `.test.tsx`.
const root = fileURLToPath(new URL('.', import.meta.url));

export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      name: 'web-node',
      root,
      environment: 'node',
      // Pure modules: one module graph per worker instead of one per file (most of this lane's
      // time was importing the same modules again).
      isolate: false,
      include: ['src/**/*.test.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'web-dom',
      root,
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Above Testing Library's 5 s wait (src/test/setup.ts), so a failing wait reports its assertion.
      testTimeout: 15_000,
    },
  },
];

// Run from apps/web, this file alone gives the same two lanes.
export default defineConfig({ test: { projects: webProjects } });
