// Runs once before the e2e files: fails fast with one clear message when the app is not built or Chromium
// is missing, and clears the failure artifacts (screenshots, traces, logs) of the previous run.
import { rm } from 'node:fs/promises';
import { resultsDir } from './fixtures/paths.ts';
import { assertBuilt, assertChromium } from './fixtures/preflight.ts';

export default async function setup(): Promise<void> {
  assertBuilt();
  assertChromium();
  await rm(resultsDir, { recursive: true, force: true });
}
