import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { type PreparedImage, prepareImage } from './images.ts';

/** A fresh name the client has no say in, e.g. uploads/2026/11/<32 hex>.webp. */
function newKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.webp`;
}

/** Images users upload: checked, re-encoded, stored, and recorded with who uploaded them. */
export function uploadsService({ db, storage }: Pick<Deps, 'db' | 'storage'>) {
  /** Checks and re-encodes an uploaded file; problems are 400s on `field`. */
  const prepare = async (file: File, field: string) =>
    prepareImage(Buffer.from(await file.arrayBuffer()), field);

  /** Stores a prepared image and records it, in `tx` when given (a caller's transaction); answers its URL. */
  async function store(userId: number, image: PreparedImage, tx: Db = db): Promise<string> {
    const key = newKey();
    const url = await storage.put(key, image.data, image.contentType);
    await tx.insert(uploads).values({
      userId,
      key,
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
    });
    return url;
  }

  return {
    prepare,
    store,
    async upload(userId: number, file: File, field = 'file'): Promise<string> {
      return store(userId, await prepare(file, field));
    },
  };
}
