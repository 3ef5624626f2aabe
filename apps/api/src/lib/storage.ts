import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file read back, to be sent as it is. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where image files live: on disk (DATA_DIR/media) or in an S3-compatible bucket (`s3-storage.ts`).
 * Either way rows keep the `/media/<key>` path, and `/media/` on the API serves the file.
 */
export interface Storage {
  /** Stores the bytes under `key` and answers the path rows keep (`/media/<key>`). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The path of a stored key (`/media/<key>`). */
  url(key: string): string;
  /**
   * Reads a stored file back (undefined when there is none), for drivers whose files are not in
   * DATA_DIR/media; without it, /media/ is served from that folder.
   */
  open?(key: string): Promise<StoredFile | undefined>;
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
