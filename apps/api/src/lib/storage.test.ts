import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './storage.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bhoj-storage-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('disk storage', () => {
  it('creates its media folder when missing, and stores under it', async () => {
    const mediaDir = join(dataDir, 'fresh', 'media');
    const storage = diskStorage(mediaDir);
    expect(existsSync(mediaDir)).toBe(true);
    expect(await storage.put('uploads/a.webp', Buffer.from('bytes'), 'image/webp')).toBe(
      '/media/uploads/a.webp',
    );
    expect(await readFile(join(mediaDir, 'uploads', 'a.webp'), 'utf8')).toBe('bytes');
  });
});
