import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bhoj-dist-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (line: string) => line.repeat(100);

describe('precompressDir', () => {
  it('writes .br and .gz beside each text file, decoding to the same bytes', async () => {
    const files = {
      'index.html': text('<div class="row"></div>\n'),
      'assets/index-abc.js': text('export const food = "biryani";\n'),
      'assets/index-abc.css': text('.row { display: flex; }\n'),
      'assets/logo.svg': text('<path d="M0 0h10v10H0z"/>'),
    };
    for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
    const written = await precompressDir(dir);
    expect(written).toHaveLength(8);
    for (const [name, content] of Object.entries(files)) {
      const br = await readFile(join(dir, `${name}.br`));
      const gz = await readFile(join(dir, `${name}.gz`));
      expect(br.length).toBeLessThan(content.length);
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
    }
  });

  it('leaves images, fonts already compressed, source maps and small files alone', async () => {
    const big = Buffer.alloc(4096, 7);
    await writeFile(join(dir, 'assets', 'photo.png'), big);
    await writeFile(join(dir, 'assets', 'font.woff2'), big);
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), text('{"mappings":"AAAA"}'));
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    expect(await precompressDir(dir)).toEqual([]);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'font.woff2',
      'index-abc.js.map',
      'photo.png',
    ]);
  });

  it('writes no copy that would not be smaller', async () => {
    await writeFile(join(dir, 'assets', 'noise.js'), randomBytes(4096));
    expect(await precompressDir(dir)).toEqual([]);
  });
});
