import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where image files live. Disk now; an S3-compatible driver can implement the same two members. */
export interface Storage {
  /** Stores the bytes under `key` and answers the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Public URL of a stored key. */
  url(key: string): string;
}

export const MEDIA_PREFIX = '/media/';

/** Creates `mediaDir` when missing: it is served at /media/ from the start, before any upload. */
export function diskStorage(mediaDir: string): Storage {
  mkdirSync(mediaDir, { recursive: true });
  return {
    async put(key, body) {
      const path = join(mediaDir, key);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, body);
      return MEDIA_PREFIX + key;
    },
    url: (key) => MEDIA_PREFIX + key,
  };
}
