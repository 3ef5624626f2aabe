import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage.ts';
import { type PreparedImage, prepareImage } from './images.ts';

/** A fresh name the client has no say in, e.g. uploads/2026/11/<32 hex>.webp. */
function newKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.webp`;
}

/** Stores a prepared image and records who uploaded it (`db` may be a transaction); answers its URL. */
export async function storeImage(db: Db, storage: Storage, userId: number, image: PreparedImage) {
  const key = newKey();
  const url = await storage.put(key, image.data, image.contentType);
  await db.insert(uploads).values({
    userId,
    key,
    contentType: image.contentType,
    size: image.data.length,
    width: image.width,
    height: image.height,
  });
  return url;
}

export async function fileBytes(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}

export function uploadsService(db: Db, storage: Storage) {
  return {
    /** Checks, re-encodes and stores an uploaded image; errors are 400s on `field`. */
    async upload(userId: number, file: File, field = 'file'): Promise<string> {
      const image = await prepareImage(await fileBytes(file), field);
      return storeImage(db, storage, userId, image);
    },
  };
}
