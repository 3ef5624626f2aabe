import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadFiles,
  type Manifest,
  STOREFRONT_PAGES,
  storefrontWeights,
} from './first-load-js.ts';

describe('first-load JavaScript', () => {
  it('counts the entry, the page chunk and their static imports, not the dynamic ones', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], isEntry: true },
      '_react.js': { file: 'assets/react.js' },
      'src/page.tsx': { file: 'assets/page.js', imports: ['_react.js', '_card.js'] },
      '_card.js': { file: 'assets/card.js' },
      'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_react.js'] },
      'index.css': { file: 'assets/index.css' },
    };
    expect(firstLoadFiles(manifest, 'src/page.tsx')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/page.js',
      'assets/card.js',
    ]);
    expect(() => firstLoadFiles(manifest, 'src/home.tsx')).toThrow(
      'src/home.tsx is not a chunk of the build',
    );
  });

  describe('of the real build', () => {
    let outDir = '';
    beforeAll(async () => {
      outDir = await mkdtemp(join(tmpdir(), 'bhoj-web-build-'));
      // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      vi.stubEnv('NODE_ENV', 'production');
      await build({
        mode: 'production',
        configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
    }, 120_000);
    afterAll(async () => {
      vi.unstubAllEnvs();
      await rm(outDir, { recursive: true, force: true });
    });

    it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1024} KB gzipped on every storefront page`, async () => {
      const weights = await storefrontWeights(outDir);
      expect(weights.map((weight) => weight.page)).toEqual(STOREFRONT_PAGES.map((page) => page.page));
      for (const { page, files, gzipBytes } of weights) {
        expect(gzipBytes, `${page}: ${files.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
      }
    });

    it('loads the Bengali face only for Bengali code points, never up front', async () => {
      const assets = await readdir(join(outDir, 'assets'));
      const fonts = assets.filter((file) => file.endsWith('.woff2'));
      expect(fonts).toEqual([
        expect.stringMatching(/^noto-sans-bengali-bengali-400-normal-[\w-]{8}\.woff2$/),
        expect.stringMatching(/^noto-sans-bengali-bengali-700-normal-[\w-]{8}\.woff2$/),
      ]);
      const css = await Promise.all(
        assets
          .filter((file) => file.endsWith('.css'))
          .map((file) => readFile(join(outDir, 'assets', file), 'utf8')),
      );
      const faces = css.join('').match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces).toHaveLength(2);
      for (const face of faces) {
        expect(face).toContain('font-display:swap');
        expect(face).toContain('unicode-range:U+951-952,U+964-965,U+980-9FE,');
      }
      // No preload or preconnect of any font in the page every route starts from.
      expect(await readFile(join(outDir, 'index.html'), 'utf8')).not.toMatch(/woff|font/i);
      expect(await readFile(join(outDir, 'licenses', 'noto-sans-bengali-OFL.txt'), 'utf8')).toContain(
        'SIL OPEN FONT LICENSE Version 1.1',
      );
    });
  });
});
