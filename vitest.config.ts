import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './apps/web/vite-plugins/compile-messages.ts';

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    isolate: false,
    setupFiles: ['src/test/fresh-start.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The API tests run on the embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set.
const apiProjects = [apiProject('api', { TEST_DATABASE: 'pglite' })];
if (process.env.DATABASE_URL) apiProjects.push(apiProject('api-pg', { TEST_DATABASE: 'postgres' }));

// Test files share their workers (`isolate: false`) and start clean through a setup file that imports
// our modules afresh (and, on the web side, empties the browser storage): a fresh worker per file made
// the unit run take 11 minutes on the 2-core CI machine, about 4 without it. One worker per core, said
// outright: Vitest's own default in a run is one fewer than the cores, a single worker on CI's 2 cores
// (8 minutes where two take about 5). A third one let timing-sensitive tests race on a loaded machine.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      ...apiProjects,
      {
        // The web app's message catalogs are compiled as they are in the build.
        plugins: [compileMessages()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'build-report/**/*.test.ts'],
          isolate: false,
          setupFiles: ['src/testing/fresh-start.ts'],
        },
      },
    ],
  },
});
