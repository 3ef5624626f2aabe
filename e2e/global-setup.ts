// Runs once before the e2e files: fails fast with one clear message when the app is not built or Chromium
// is missing, clears the failure artifacts (screenshots, traces, logs) of the previous run, and seeds one
// data dir (database and demo images) that every file's server starts from a copy of.
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { resultsDir } from './fixtures/paths.ts';
import { assertBuilt, assertChromium } from './fixtures/preflight.ts';
import { startServer } from './fixtures/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir the built server has migrated and seeded with the demo data, then left (stopped). */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  assertChromium();
  await rm(resultsDir, { recursive: true, force: true });
  const seeding = await startServer({ keepDataDir: true });
  await seeding.stop();
  project.provide('seededDataDir', seeding.dataDir);
  return () => rm(seeding.dataDir, { recursive: true, force: true });
}
