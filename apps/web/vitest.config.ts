import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The web project of the root Vitest config (`npx vitest run --project web`).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Above Testing Library's 5 s wait (src/test/setup.ts), so a failing wait reports its assertion.
    testTimeout: 15_000,
  },
});
