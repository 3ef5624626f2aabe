import { randomBytes } from 'node:crypto';
import { imageCopyKey, LIMIT_MESSAGES, sizedImageKey } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { type PreparedImage, prepareImage } from './images.ts';

/**
 * A fresh name the client has no say in, holding the image's size (contract's image-widths rule), e.g.
 * uploads/2026/11/<32 hex>.1600x1200.webp.
 */
function newKey(image: PreparedImage, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const base = `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
  return sizedImageKey(base, image.width, image.height);
}

const HOUR_MS = 3_600_000;

/** Images users upload: checked, re-encoded, stored, and recorded with who uploaded them. */
export function uploadsService({
  db,
  storage,
  config,
  counters,
  imageJobs,
}: Pick<Deps, 'db' | 'storage' | 'config' | 'counters' | 'imageJobs'>) {
  const { uploadsPerHour } = config.limits;

  /** Every image a user sends counts, taken or refused: each costs a decode. */
  async function countUpload(userId: number) {
    if (uploadsPerHour === 0) return;
    const { allowed, retryAfterSeconds } = await counters.hit(`uploads:${userId}`, uploadsPerHour, HOUR_MS);
    if (allowed) return;
    const message = LIMIT_MESSAGES.tooManyUploads(uploadsPerHour, retryAfterSeconds);
    throw new HttpError(429, { error: message }, { 'retry-after': retryAfterSeconds });
  }

  /**
   * Checks and re-encodes an image `userId` sent; problems are 400s on `field`, a user past the hourly
   * quota a 429. Decoding takes much memory, so only a few images are worked on at once.
   */
  async function prepare(userId: number, file: File, field: string) {
    await countUpload(userId);
    const bytes = Buffer.from(await file.arrayBuffer());
    return imageJobs.run(() => prepareImage(bytes, field));
  }

  /** Stores a prepared image and its copies and records it, in `tx` when given (a caller's transaction); answers its URL. */
  async function store(userId: number, image: PreparedImage, tx: Db = db): Promise<string> {
    const key = newKey(image);
    // The copies first: once the image's URL is out, every width its name promises exists.
    for (const copy of image.copies)
      await storage.put(imageCopyKey(key, copy.width), copy.data, image.contentType);
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
      return store(userId, await prepare(userId, file, field));
    },
  };
}
