import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

// One Vitest run with a project per workspace; `npm run test:unit` and `test:api` pick projects.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on the 2-core machines of CI, so
    // every file ran after the other (10 minutes). Most server files wait on PostgreSQL, brokers
    // and child processes rather than compute: three at a time take about half as long.
    maxWorkers: 3,
    projects: [
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'simulator',
          root: './packages/simulator',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // One PostgreSQL server for the run; each test server gets its own database, so files
          // run in parallel (test/helpers/global-setup.ts).
          globalSetup: ['./test/helpers/global-setup.ts'],
          // Every file imports the whole server: evaluated once per worker instead of once per
          // file (208 s -> 102 s for this project on two cores). Files share no state but the
          // modules' own caches; each test server has its own database, config and context.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...webProjects,
    ],
  },
});
