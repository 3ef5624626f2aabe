import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/errors.ts';
import { mediaUrls } from '../../lib/media-urls.ts';

/**
 * Image fields of requests, in two steps. `accept`, before the transaction: only images stored through
 * our own upload pipeline, sent as the URL answers carry (`PUBLIC_URL/media/...`, or under S3_PUBLIC_URL)
 * or as the path (`/media/...`). Rows keep the path. `checkOwner`, inside the write's transaction: the
 * image is one the caller uploaded, or the one the record already holds (docs/SECURITY.md, "Images").
 */
export function ownImages({ storage, config }: Pick<Deps, 'storage' | 'config'>) {
  const prefix = storage.url('');
  const pathOf = mediaUrls(config).path;
  const isOwn = (path: string) =>
    path.startsWith(prefix) && /^[\w/.-]+$/.test(path.slice(prefix.length)) && !path.includes('..');

  return {
    /**
     * The image path to store, or undefined to keep the current one (null or ""). Any URL that is not
     * one of ours is a 400 on `field`: the pages' Content-Security-Policy would not show it anyway.
     */
    accept(field: string, url: string | null | undefined): string | undefined {
      if (!url) return undefined;
      const path = pathOf(url);
      if (!isOwn(path)) throw fieldError(field, ACCOUNT_MESSAGES.foreignImage);
      return path;
    },

    /**
     * A 400 on `field` unless `path` (from `accept`) is undefined, the record's `current` image, or an
     * upload of `userId`'s: another account's upload, or a path no upload recorded (a file that does not
     * exist), is refused. Upload rows are never deleted, so the one found here stays true until commit.
     */
    async checkOwner(
      tx: Db,
      field: string,
      path: string | undefined,
      userId: number,
      current?: string | null,
    ): Promise<void> {
      if (path === undefined || path === current) return;
      const key = path.slice(prefix.length);
      const [upload] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId)));
      if (!upload) throw fieldError(field, ACCOUNT_MESSAGES.notOwnImage);
    },
  };
}
