import { defineConfig } from 'vitest/config';

// End-to-end journeys in Chromium against the built app (see fixtures/test.ts). Run from e2e/ by
// `npm test -w @bhoj/e2e`, after the root `npm run build` (`npm run test:e2e` does both).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Each file starts its own server and browser; the CI machine has 2 cores, so one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
