import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/errors.ts';
import { mediaUrls } from '../../lib/media-urls.ts';

export const FOREIGN_IMAGE_MESSAGE = 'Upload the image here: links to images elsewhere are not accepted.';

/**
 * Image fields of requests: only images stored through our own upload pipeline, sent as the URL answers
 * carry (`PUBLIC_URL/media/...`, or under S3_PUBLIC_URL) or as the path (`/media/...`). Rows keep the path.
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
      if (!isOwn(path)) throw fieldError(field, FOREIGN_IMAGE_MESSAGE);
      return path;
    },
  };
}
