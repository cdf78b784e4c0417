import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The web tests run in lanes, projects of the root Vitest config (`npx vitest run --project
// 'web-*'`, or one lane):
// - web-node: `*.test.ts` in plain Node, for what needs no page (transforms, formats, i18n);
// - web-dom: `*.test.tsx` in jsdom with src/test/setup.ts, for React screens and hooks and for
//   whatever uses a browser API (sessionStorage, location, canvas).
// A `.test.ts` that needs `window` or `document` belongs in web-dom: name it `.test.tsx`.
// web-dom shares one module graph and one jsdom per worker across files (each file setting up
// jsdom and importing React and Mantine again was two thirds of the lane's time), except for
// the files that replace a module with vi.mock: a mock only holds where it is the module's first
// import, so those run isolated, in web-dom-mocks (found by reading the files, below).
const root = fileURLToPath(new URL('.', import.meta.url));

/** The `*.test.tsx` files under src/ that call vi.mock, relative to this folder. */
function filesThatMockModules(): string[] {
  const src = path.join(root, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const mockingFiles = filesThatMockModules();

const domLane: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
  // Above Testing Library's 8 s wait (src/test/setup.ts), so a failing wait reports its assertion;
  // and room for the longest form flows (a dozen typed fields) on two busy cores: 15 s was hit.
  testTimeout: 30_000,
};

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
      ...domLane,
      name: 'web-dom',
      root,
      isolate: false,
      include: ['src/**/*.test.tsx'],
      exclude: mockingFiles,
    },
  },
  {
    plugins: [react()],
    test: { ...domLane, name: 'web-dom-mocks', root, include: mockingFiles },
  },
];

// Run from apps/web, this file alone gives the same lanes.
export default defineConfig({ test: { projects: webProjects } });
