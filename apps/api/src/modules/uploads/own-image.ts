import { fieldError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';

export const FOREIGN_IMAGE_MESSAGE = 'Upload the image here: links to images elsewhere are not accepted.';

/** Only images stored through our own upload pipeline: a URL under the storage's prefix, no `..`. */
export function isOwnImage(storage: Storage, url: string): boolean {
  const prefix = storage.url('');
  return url.startsWith(prefix) && /^[\w/.-]+$/.test(url.slice(prefix.length)) && !url.includes('..');
}

/**
 * The image URL to store, or undefined to keep the current one (null or ""). Any URL that is not one of
 * ours is a 400 on `field`: the pages' Content-Security-Policy would not show it anyway.
 */
export function ownImage(
  storage: Storage,
  field: string,
  url: string | null | undefined,
): string | undefined {
  if (!url) return undefined;
  if (!isOwnImage(storage, url)) throw fieldError(field, FOREIGN_IMAGE_MESSAGE);
  return url;
}
